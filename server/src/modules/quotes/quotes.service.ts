import type { DataSource, EntityManager } from 'typeorm';
import { companyToday } from '@lanka-tours/shared/company-days';
import {
  QUOTE_MESSAGES,
  quoteProblems,
  quoteTotal,
  type QuoteDraft,
} from '@lanka-tours/shared/quote-rules';
import { BASE_CURRENCY } from '@lanka-tours/shared/tour-prices';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { Viewer } from '../../common/request-context';
import { refuseProblems } from '../../common/refuse-problems';
import { isExclusionViolation } from '../../common/sql';
import { enqueueMail, mailDeliveries } from '../mail';
import type { TourService } from '../tours';
import type { NewTourBooking, TourBookingService } from '../tour-bookings';
import { quoteOf, quoteRows, type Quote, type QuoteRow } from './quote';
import { quoteEmail } from './quote-emails';
import type { QuoteLinks } from './quote-links';

/** A quote as the company reads it: with its guide, its email's delivery and its booking. */
export interface CompanyQuote extends Quote {
  id: string;
  /** Null once the guide has left the company. */
  guideId: string | null;
  createdAt: Date;
  acceptedAt: Date | null;
  /** The booking an accepted quote made: TB-2026-000123. */
  bookingReference: string | null;
  /** The quote email's delivery: queued, sent or failed. */
  emailStatus: string | null;
  /** Outside production without SMTP, for the person at the server's machine: the email. */
  emailPreviewUrl: string | null;
}

/** A quote as its traveller opens it: accepted, it leads to its booking's own page. */
export interface TravellerQuote extends Quote {
  manageUrl: string | null;
}

interface QuoteSettings {
  businessEmail: string;
  siteUrl: string;
}

/** An enquiry that has a booking of a quote still standing (held and unpaid, or confirmed). */
const LIVE_BOOKING = `SELECT 1 FROM "quotes" q JOIN "tour_bookings" t ON t."id" = q."tour_booking_id"
  WHERE q."enquiry_id" = $1 AND (t."status" = 'confirmed'
    OR (t."status" = 'held' AND t."hold_expires_at" > now()))`;

const INSERT_QUOTE = `
  INSERT INTO "quotes" ("enquiry_id", "number", "language", "plan_id", "title", "route",
    "start_date", "days", "travellers", "guide_id", "guide_name", "lines", "currency", "total",
    "deposit", "valid_until", "written_by")
  SELECT $1, (SELECT coalesce(max("number"), 0) + 1 FROM "quotes" WHERE "enquiry_id" = $1),
    $2, $3, $4, $5, $6, $7, $8, g."id", g."name", $10, $11, $12, $13, $14, $15
  FROM "guides" g WHERE g."id" = $9
  RETURNING "id"`;

/**
 * Quotes for custom tours: a guide writes one on an enquiry, in the traveller's language; the
 * traveller accepts it by its link, which books the quote's guide as an online booking does. The
 * enquiry's status follows: quoted, accepted, then booked once the deposit is paid.
 */
export class QuoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tours: TourService,
    private readonly tourBookings: TourBookingService,
    private readonly links: QuoteLinks,
    private readonly settings: QuoteSettings,
    private readonly previewUrl: (messageId: string) => string | undefined,
  ) {}

  /** An enquiry's quotes, the newest first. Tour guides only. */
  async quotesOf(viewer: Viewer, enquiryId: string): Promise<CompanyQuote[]> {
    viewer.requireAdmin();
    if (!isUuid(enquiryId)) return [];
    const rows = await quoteRows(this.dataSource.manager, 'q."enquiry_id" = $1', [enquiryId]);
    return this.forCompany(rows);
  }

  /**
   * Sends a quote on an enquiry: a quote still open is superseded by it, and the traveller is
   * emailed its link. Refused while a quote of the enquiry is booked (QUOTE_BOOKED).
   */
  async send(viewer: Viewer, enquiryId: string, draft: QuoteDraft): Promise<CompanyQuote> {
    const writer = viewer.requireAdmin();
    refuseProblems(quoteProblems(draft, companyToday()));
    if (draft.planId && !(await this.tours.tour(draft.planId))) {
      refuseProblems({ planId: QUOTE_MESSAGES.planUnknown });
    }
    const sent = await this.dataSource.transaction(async (manager) => {
      const [enquiry] = isUuid(enquiryId)
        ? ((await manager.query(
            `SELECT "email" FROM "bookings" WHERE "id" = $1 AND "anonymised_at" IS NULL FOR UPDATE`,
            [enquiryId],
          )) as { email: string }[])
        : [];
      if (!enquiry) throw new AppError('NOT_FOUND');
      if (!isUuid(draft.guideId)) refuseProblems({ guideId: QUOTE_MESSAGES.guideRequired });
      if ((await manager.query(LIVE_BOOKING, [enquiryId])).length) {
        throw new AppError('QUOTE_BOOKED');
      }
      await manager.query(
        `UPDATE "quotes" SET "status" = 'superseded' WHERE "enquiry_id" = $1 AND "status" = 'open'`,
        [enquiryId],
      );
      const [inserted] = (await manager.query(INSERT_QUOTE, [
        enquiryId,
        draft.language,
        draft.planId || null,
        draft.title.trim(),
        draft.route.trim(),
        draft.startDate,
        draft.days,
        draft.travellers,
        draft.guideId,
        JSON.stringify(draft.lines.map(({ label, amount }) => ({ label: label.trim(), amount }))),
        BASE_CURRENCY,
        quoteTotal(draft.lines),
        draft.deposit,
        draft.validUntil,
        writer.id,
      ])) as { id: string }[];
      // No such guide (one who left meanwhile): nothing was written.
      if (!inserted) refuseProblems({ guideId: QUOTE_MESSAGES.guideRequired });
      const quoteId = inserted.id;
      const [row] = await quoteRows(manager, 'q."id" = $1', [quoteId]);
      const page = this.links.link(quoteId, row.language, this.settings.siteUrl).page;
      const emailId = await enqueueMail(
        manager,
        quoteEmail(quoteOf(row), { email: enquiry.email, page }, this.settings),
      );
      await manager.query(`UPDATE "quotes" SET "email_message_id" = $2 WHERE "id" = $1`, [
        quoteId,
        emailId,
      ]);
      await setEnquiryStatus(manager, enquiryId, 'quoted');
      return { ...row, email_message_id: emailId };
    });
    const [view] = await this.forCompany([sent]);
    return view;
  }

  /** The quote a link names, for its traveller; an expired or superseded one is refused. */
  async open(token: string): Promise<TravellerQuote> {
    const row = await this.linked(this.dataSource.manager, token);
    const quote = quoteOf(row);
    if (quote.status === 'accepted' && row.tour_booking_id) {
      const { manageUrl } = await this.tourBookings.opened(row.tour_booking_id);
      return { ...quote, manageUrl };
    }
    refuseClosed(quote);
    return { ...quote, manageUrl: null };
  }

  /**
   * Accepts a quote by its link: its guide is held for the tour while the deposit is paid, as an
   * online booking's. Accepted again, the same booking comes back.
   */
  async accept(token: string): Promise<NewTourBooking> {
    const accepted = await this.dataSource.transaction(async (manager) => {
      const row = await this.linked(manager, token, true);
      const quote = quoteOf(row);
      // Accepted before (a second click, a second tab): its booking, read once committed.
      if (quote.status === 'accepted' && row.tour_booking_id) return row.tour_booking_id;
      refuseClosed(quote);
      if (!row.guide_id) throw new AppError('QUOTE_GUIDE_TAKEN');
      const booked = await this.tourBookings
        .bookQuoted(manager, {
          ticketId: `quote:${row.id}`,
          tourId: row.plan_id ?? 'custom',
          title: row.title,
          days: row.days,
          startDate: row.start_date,
          travellers: row.travellers,
          name: row.name,
          email: row.email,
          phone: row.phone,
          language: row.language,
          message: row.message,
          guideId: row.guide_id,
          price: { currency: row.currency, total: row.total, deposit: row.deposit },
        })
        .catch((error: unknown) => {
          const taken =
            isExclusionViolation(error) ||
            (error instanceof AppError && error.code === 'TOUR_NO_GUIDE_FREE');
          throw taken ? new AppError('QUOTE_GUIDE_TAKEN') : error;
        });
      await manager.query(
        `UPDATE "quotes" SET "status" = 'accepted', "accepted_at" = now(),
           "tour_booking_id" = (SELECT "id" FROM "tour_bookings" WHERE "reference" = $2)
         WHERE "id" = $1`,
        [row.id, booked.booking.reference],
      );
      await setEnquiryStatus(manager, row.enquiry_id, 'accepted');
      return booked;
    });
    return typeof accepted === 'string' ? this.tourBookings.opened(accepted) : accepted;
  }

  private async linked(manager: EntityManager, token: string, lock = false): Promise<QuoteRow> {
    const id = this.links.quoteId(token);
    const [row] = id && isUuid(id) ? await quoteRows(manager, 'q."id" = $1', [id], lock) : [];
    if (!row) throw new AppError('QUOTE_LINK_INVALID');
    return row;
  }

  private async forCompany(rows: QuoteRow[]): Promise<CompanyQuote[]> {
    const emailIds = rows.flatMap((row) => (row.email_message_id ? [row.email_message_id] : []));
    const deliveries = await mailDeliveries(this.dataSource.manager, emailIds);
    const statusOf = new Map(deliveries.map(({ id, status }) => [id, status]));
    return rows.map((row) => ({
      ...quoteOf(row),
      id: row.id,
      guideId: row.guide_id,
      createdAt: row.created_at,
      acceptedAt: row.accepted_at,
      bookingReference: row.booking_reference,
      emailStatus: (row.email_message_id && statusOf.get(row.email_message_id)) || null,
      emailPreviewUrl: (row.email_message_id && this.previewUrl(row.email_message_id)) || null,
    }));
  }
}

/** An expired or superseded quote cannot be opened or accepted. */
function refuseClosed(quote: Quote): void {
  if (quote.status === 'superseded') throw new AppError('QUOTE_SUPERSEDED');
  if (quote.status !== 'open') throw new AppError('QUOTE_EXPIRED');
}

function setEnquiryStatus(
  manager: EntityManager,
  enquiryId: string,
  status: 'quoted' | 'accepted',
): Promise<unknown> {
  return manager.query(
    `UPDATE "bookings" SET "status" = $2, "updated_at" = now() WHERE "id" = $1`,
    [enquiryId, status],
  );
}
