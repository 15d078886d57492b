import type { DataSource, EntityManager } from 'typeorm';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';
import { companyToday } from '@lanka-tours/shared/company-days';
import { balanceDueOn, priceFor, type PartyPrice } from '@lanka-tours/shared/tour-prices';
import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import { refuseProblems } from '../../common/refuse-problems';
import { requestLanguage } from '../../common/request-scope';
import { isUuid } from '../../common/ids';
import { isExclusionViolation } from '../../common/sql';
import type { FormTickets } from '../booking';
import { enqueueMail } from '../mail';
import type { TourService } from '../tours';
import { holdGuide } from './guide-holds';
import type { BookingLifecycle } from './booking-lifecycle';
import { dueNow, type BookingPayments } from './booking-payments';
import type { ManageLinks } from './manage-links';
import type { Checkout } from './payment-methods';
import {
  cleanRequest,
  requestProblems,
  startBounds,
  TOUR_BOOKING_MESSAGES,
  type CleanRequest,
  type TourBookingRequest,
} from './tour-booking-rules';
import {
  TOUR_BOOKING_COLUMNS,
  type NewTourBooking,
  type TourBooking,
  type TourBookingRow,
} from './tour-booking';
import { heldEmail, heldNotification, type TourBookingEmailSettings } from './tour-booking-emails';
import { cancelAndRefund } from './tour-cancellation';

export interface TourBookingSettings extends TourBookingEmailSettings {
  leadDays: number;
}

/** A traveller tries a few days; more holds than this from one address in an hour is a script. */
const HOLDS_PER_IP: RateLimitRule = { name: 'tour-booking:ip', limit: 20, windowSeconds: 3600 };
/**
 * Tries at holding a guide when others are held at the same moment: each retry sees the guides
 * taken meanwhile, so it either finds another free one or learns that none is.
 */
const HOLD_ATTEMPTS = 5;

const INSERT_BOOKING = `
  INSERT INTO "tour_bookings" ("reference", "form_ticket_id", "tour_id", "tour_title", "tour_days",
    "start_date", "travellers", "name", "email", "phone", "language", "guide_language", "message",
    "currency", "per_person", "peak_surcharge", "total", "deposit", "balance_due_on",
    "hold_expires_at", "payment_provider")
  SELECT 'TB-' || to_char(now() AT TIME ZONE $1, 'YYYY') || '-'
      || lpad(n::text, greatest(6, length(n::text)), '0'),
    $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
    $19::date,
    now() + make_interval(mins => $20::int), $21
  FROM (SELECT nextval('tour_booking_reference_seq') AS n) AS next
  ON CONFLICT ("form_ticket_id") DO NOTHING
  RETURNING ${TOUR_BOOKING_COLUMNS}`;

const invalidLink = () => new AppError('BOOKING_LINK_INVALID');

/** A tour a guide quoted, as its traveller accepted it: a custom route with a total of its own. */
export interface QuotedTour {
  /** `quote:<id>`: the quote books once. */
  ticketId: string;
  /** The tour plan it follows, or `custom`. */
  tourId: string;
  title: string;
  days: number;
  startDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  language: SiteLanguage;
  message: string;
  /** The guide the quote names: held, or none. */
  guideId: string;
  price: { currency: string; total: number; deposit: number };
}

/** What a hold writes: a tour for a party, priced, with the guide asked for (any when null). */
type HeldTour = Omit<QuotedTour, 'guideId' | 'price'> & {
  guideId: string | null;
  guideLanguage: string | null;
  price: Pick<PartyPrice, 'perPerson' | 'peakSurcharge' | 'total' | 'deposit'> & {
    currency: string;
  };
};

/** Tours booked online: a guide held while the deposit is paid, and the traveller's own link. */
export class TourBookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tours: TourService,
    private readonly limiter: RateLimiter,
    private readonly tickets: FormTickets,
    private readonly links: ManageLinks,
    private readonly payments: BookingPayments,
    private readonly settings: TourBookingSettings,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  /** Holds a guide for the party, or says why not: 409 when none is free for the whole tour. */
  async book(request: TourBookingRequest, clientIp: string): Promise<NewTourBooking> {
    if (request.website?.trim()) throw new AppError('BOOKING_AUTOMATED');
    refuseProblems(requestProblems(request, startBounds(companyToday(), this.settings.leadDays)));
    const values = cleanRequest(request, requestLanguage());
    const priced = await this.tours.priced(values.tourId, values.language);
    if (!priced) throw new AppError('NOT_FOUND', TOUR_BOOKING_MESSAGES.tourNotFound);
    const ticketId = this.tickets.check(request.formTicket);
    await this.limiter.hit(HOLDS_PER_IP, clientIp);
    const price = priceFor(priced.prices, values.travellers, values.startDate) as PartyPrice;
    const tour = { title: priced.tour.title, days: priced.tour.days };

    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction((manager) =>
          this.hold(manager, { values, tour, price, ticketId }),
        );
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        if (attempt === HOLD_ATTEMPTS) throw new AppError('TOUR_NO_GUIDE_FREE');
      }
    }
  }

  /** The booking a manage link names. */
  async manage(token: string): Promise<TourBooking> {
    const row = await this.linked(this.dataSource.manager, token);
    return this.payments.view(row);
  }

  /**
   * The way to pay on the provider's page what a booking owes now: a held booking's deposit, a
   * confirmed one's balance. With nothing to pay here (paid in full, cancelled, its hold over,
   * paid by transfer), back to the booking's own page.
   */
  async checkout(token: string): Promise<{ checkout: Checkout; language: SiteLanguage }> {
    const row = await this.linked(this.dataSource.manager, token);
    const method = this.payments.methodOf(row);
    const page = this.manageLinkOf(row).url;
    const { language } = row;
    const due = dueNow(row);
    const payable = (row.status === 'held' && !row.expired) || row.status === 'confirmed';
    if (!payable || due.amount === 0 || !method.checkout) {
      return { checkout: { redirect: page }, language };
    }
    const checkout = await method.checkout({
      ...row,
      ...due,
      tourTitle: row.tour_title,
      checkoutUrl: this.payments.checkoutUrl(row),
      // Back from paying the balance, the page waits for the balance, not for a deposit.
      returnUrl: `${page}?payment=done${due.part === 'balance' ? '&part=balance' : ''}`,
      cancelUrl: `${page}?payment=cancelled${due.part === 'balance' ? '&part=balance' : ''}`,
    });
    return { checkout, language };
  }

  /**
   * Cancels a booking by its manage link and frees its guide at once; what was paid comes back
   * by the cancellation policy (`tour-cancellation.ts`).
   */
  async cancel(token: string): Promise<TourBooking> {
    return cancelAndRefund(
      (manager) => this.linked(manager, token, true),
      { by: 'traveller', userId: null },
      {
        dataSource: this.dataSource,
        payments: this.payments,
        settings: this.settings,
        lifecycle: this.lifecycle,
      },
    );
  }

  private hold(
    manager: EntityManager,
    held: {
      values: CleanRequest;
      tour: { title: string; days: number };
      price: PartyPrice;
      ticketId: string;
    },
  ): Promise<NewTourBooking> {
    const { values, tour, price, ticketId } = held;
    return this.holdTour(manager, {
      ...values,
      ticketId,
      title: tour.title,
      days: tour.days,
      guideId: null,
      price,
    });
  }

  /**
   * Books a tour a guide quoted, in `manager`'s transaction: its guide is held as an online
   * booking's, and the traveller is emailed how to pay the deposit. A quote books once: its
   * ticket (`quote:<id>`) used again is refused (BOOKING_TICKET_USED), and a guide no longer free
   * for its days is refused by PostgreSQL (TOUR_NO_GUIDE_FREE).
   */
  bookQuoted(manager: EntityManager, quoted: QuotedTour): Promise<NewTourBooking> {
    return this.holdTour(manager, {
      ...quoted,
      guideLanguage: null,
      price: { ...quoted.price, perPerson: 0, peakSurcharge: 0 },
    });
  }

  /** A booking made earlier, with its manage link: what a quote accepted again answers. */
  async opened(bookingId: string): Promise<NewTourBooking> {
    const [row] = (await this.dataSource.query(
      `SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE "id" = $1`,
      [bookingId],
    )) as TourBookingRow[];
    if (!row) throw new AppError('NOT_FOUND');
    return { booking: this.payments.view(row), manageUrl: this.manageLinkOf(row).url };
  }

  /** The booking's own page, in its traveller's language. */
  private manageLinkOf(row: TourBookingRow) {
    return this.links.link(
      { id: row.id, manageVersion: row.manage_version },
      row.language,
      this.settings.siteUrl,
    );
  }

  private async holdTour(manager: EntityManager, tour: HeldTour): Promise<NewTourBooking> {
    const { price } = tour;
    const [row] = (await manager.query(INSERT_BOOKING, [
      COMPANY_TIME_ZONE,
      tour.ticketId,
      tour.tourId,
      tour.title,
      tour.days,
      tour.startDate,
      tour.travellers,
      tour.name,
      tour.email,
      tour.phone,
      tour.language,
      tour.guideLanguage,
      tour.message,
      price.currency,
      price.perPerson,
      price.peakSurcharge,
      price.total,
      price.deposit,
      balanceDueOn(tour.startDate, companyToday()),
      this.payments.current.holdMinutes,
      this.payments.current.name,
    ])) as TourBookingRow[];
    if (!row) throw new AppError('BOOKING_TICKET_USED');
    const guide = await holdGuide(manager, {
      bookingId: row.id,
      startDate: tour.startDate,
      days: tour.days,
      guideLanguage: tour.guideLanguage,
      guideId: tour.guideId,
      holdMinutes: this.payments.current.holdMinutes,
    });
    if (!guide) throw new AppError('TOUR_NO_GUIDE_FREE');
    const booking = this.payments.view(row);
    const link = this.manageLinkOf(row);
    await enqueueMail(manager, heldEmail(booking, link.page, this.settings));
    await enqueueMail(
      manager,
      heldNotification(booking, this.settings, this.payments.current.companyNote()),
    );
    return { booking, manageUrl: link.url };
  }

  /** The row a manage link names, when the link is still valid; locked for a change. */
  private async linked(
    manager: EntityManager,
    token: string,
    forUpdate = false,
  ): Promise<TourBookingRow> {
    const id = this.links.bookingId(token);
    if (!id || !isUuid(id)) throw invalidLink();
    const [row] = (await manager.query(
      `SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE "id" = $1
       ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id],
    )) as TourBookingRow[];
    if (!row || !this.links.isValid(token, { id: row.id, manageVersion: row.manage_version })) {
      throw invalidLink();
    }
    return row;
  }
}
