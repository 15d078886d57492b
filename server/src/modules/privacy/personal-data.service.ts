import type { Viewer } from '../../common/request-context';
import { BRAND_NAME } from '../../shared/brand';
import type { BookingInboxService } from '../booking/booking-inbox.service';
import type { FeedbackService } from '../feedback/feedback.service';
import type { SecurityQuestionsService } from '../security-questions/security-questions.service';

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
  enquiries: {
    reference: string;
    name: string;
    email: string;
    phone: string;
    tourDate: string;
    groupSize: string;
    duration: string;
    destination: string;
    message: string;
    status: string;
    createdAt: string;
  }[];
}

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
    private readonly site: { publicUrl: string; businessEmail: string },
  ) {}

  async export(viewer: Viewer): Promise<PersonalData> {
    const user = viewer.requireUser();
    const [reviews, enquiries, questions] = await Promise.all([
      this.feedback.listMine(viewer),
      this.inbox.mine(viewer),
      this.securityQuestions.status(user),
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
      enquiries: enquiries.map((enquiry) => ({
        reference: enquiry.reference,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        tourDate: enquiry.tourDate,
        groupSize: enquiry.groupSize,
        duration: enquiry.duration,
        destination: enquiry.destination,
        message: enquiry.message,
        status: enquiry.status,
        createdAt: enquiry.createdAt.toISOString(),
      })),
    };
  }
}
