import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { Viewer } from '../../common/request-context';
import { BOOKING_FIELDS } from '@lanka-tours/shared/booking-options';
import { BRAND_NAME } from '@lanka-tours/shared/brand';
import type { BookingInboxService, Booking } from '../booking';
import type { FeedbackService } from '../feedback';
import type { SecurityQuestionsService } from '../account-recovery';

/** Everything the site holds about one account, as the account holder downloads it. */
export interface PersonalData {
  exportedAt: string;
  /** Who holds the data, and whom to ask about what is not in here. */
  controller: { name: string; email: string; privacyNotice: string };
  account: {
    id: string;
    name: string;
    email: string;
    country: string;
    /** The language of the account's emails. */
    language: string;
    createdAt: string;
    updatedAt: string;
    /** When the address was confirmed by an emailed link (tour guides); null when never. */
    emailConfirmedAt: string | null;
    /** The answers are kept only as one-way hashes, so they cannot be given back. */
    securityQuestions: { isSet: boolean; updatedAt: string | null };
  };
  reviews: {
    id: string;
    fullName: string;
    rating: number;
    comment: string;
    location: string | null;
    photos: string[];
    createdAt: string;
    updatedAt: string;
  }[];
  /** The guide requests sent while signed in to this account. */
  enquiries: (Pick<Booking, EnquiryField> & { createdAt: string })[];
}

/** What an enquiry says: its reference, the form as the visitor sent it, and where it stands. */
const ENQUIRY_FIELDS = ['reference', ...BOOKING_FIELDS, 'status'] as const;
type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

function exportedEnquiry(booking: Booking): PersonalData['enquiries'][number] {
  const fields = ENQUIRY_FIELDS.map((field) => [field, booking[field]]);
  return {
    ...(Object.fromEntries(fields) as Pick<Booking, EnquiryField>),
    createdAt: booking.createdAt.toISOString(),
  };
}

/**
 * Enough to download again after a change, or on another device; each download reads every
 * review and enquiry of the account, so a script must not repeat it without end.
 */
const DOWNLOADS_PER_ACCOUNT: RateLimitRule = {
  name: 'personal-data:user',
  limit: 10,
  windowSeconds: 60 * 60,
};

const iso = (date: Date | string | null): string | null =>
  date === null ? null : new Date(date).toISOString();

/**
 * The data download of the profile. Only what belongs to the account: its reviews and the
 * enquiries it sent; an enquiry typed with the same address while signed out is not its holder's
 * to read (anyone can type any address), so it is asked for by writing to the business.
 */
export class PersonalDataService {
  constructor(
    private readonly feedback: FeedbackService,
    private readonly inbox: BookingInboxService,
    private readonly securityQuestions: SecurityQuestionsService,
    private readonly limiter: RateLimiter,
    private readonly site: { publicUrl: string; businessEmail: string },
  ) {}

  async export(viewer: Viewer): Promise<PersonalData> {
    const user = viewer.requireUser();
    await this.limiter.hit(DOWNLOADS_PER_ACCOUNT, user.id);
    const [reviews, enquiries, questions] = await Promise.all([
      this.feedback.listMine(viewer),
      this.inbox.mine(viewer),
      this.securityQuestions.status(viewer),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      controller: {
        name: BRAND_NAME,
        email: this.site.businessEmail,
        privacyNotice: `${this.site.publicUrl}/privacy`,
      },
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        country: user.country,
        language: user.language,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
        emailConfirmedAt: iso(user.emailVerifiedAt),
        securityQuestions: { isSet: questions.isSet, updatedAt: iso(questions.updatedAt) },
      },
      reviews: reviews.map((review) => ({
        id: review.id,
        fullName: review.fullName,
        rating: review.rating,
        comment: review.comment,
        location: review.location,
        photos: review.images.map((image) => `${this.site.publicUrl}${image.url}`),
        createdAt: review.createdAt.toISOString(),
        updatedAt: review.updatedAt.toISOString(),
      })),
      enquiries: enquiries.map(exportedEnquiry),
    };
  }
}
