import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { requestLanguage } from '../../common/request-scope';
import { AppError } from '../../common/errors';
import type { RateLimiter, RateLimitRule } from '../../common/rate-limit';
import type { Viewer } from '../../common/request-context';
import {
  BOOKING_MAX_YEARS_AHEAD,
  bookingErrors,
  isoDate,
  normalizeBooking,
  yearsAfter,
  type BookingRequestValues,
  type TourDateBounds,
} from '@lanka-tours/shared/booking-options';
import { enqueueMail } from '../mail';
import {
  businessNotification,
  businessNotificationPayload,
  customerAutoReply,
  customerAutoReplyPayload,
  type BookingEmailSettings,
} from './booking-emails';
import { Booking } from './booking.entity';
import type { FormTickets } from './form-tickets';
import type { User } from '../users';

/** What a form instance sends: the request, its idempotency key and the anti-spam signals. */
export interface GuideRequest extends BookingRequestValues {
  /**
   * One per form instance (a UUID): sending it again never makes a second booking. Optional, as
   * in payment APIs: without one, every request is a new booking.
   */
  idempotencyKey?: string | null;
  /** The server's signed ticket, issued when the form was shown (see FormTickets). */
  formTicket: string;
  /** The hidden honeypot field: people leave it empty, form-filling scripts do not. */
  website?: string | null;
}

export interface GuideRequestResult {
  booking: Booking;
  /** False when the key had been used for this same request: the earlier booking comes back. */
  created: boolean;
}

/** A family plans a trip in a few requests; more from one address within the hour is a script. */
const REQUESTS_PER_IP: RateLimitRule = { name: 'booking:ip', limit: 10, windowSeconds: 3600 };
/**
 * Anyone can type any address into the form, so each address gets a few auto-replies a day: the
 * form cannot be used to flood someone else's inbox. Beyond that, requests are still stored
 * and the business is still told.
 */
const AUTO_REPLIES_PER_ADDRESS: RateLimitRule = {
  name: 'booking:auto-reply',
  limit: 3,
  windowSeconds: 24 * 3600,
};
type NewBooking = Pick<Booking, 'id' | 'reference'>;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** The year of a reference is the business's year, in Sri Lanka. */
const BUSINESS_TIME_ZONE = 'Asia/Colombo';
const HOUR_MS = 3600 * 1000;

/**
 * The dates a visitor may pick: "today" is the visitor's own, which lies anywhere from UTC-12
 * to UTC+14, so any date that is today somewhere on Earth is accepted.
 */
export function tourDateBoundsAt(now: Date): TourDateBounds {
  return {
    earliest: isoDate(new Date(now.getTime() - 12 * HOUR_MS)),
    latest: yearsAfter(isoDate(new Date(now.getTime() + 14 * HOUR_MS)), BOOKING_MAX_YEARS_AHEAD),
  };
}

function requestHash(values: Required<BookingRequestValues>): string {
  const { name, email, phone, tourDate, groupSize, duration, destination, message } = values;
  const canonical = [name, email, phone, tourDate, groupSize, duration, destination, message];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** Guide requests: stored first, in the same transaction as their two emails. */
export class BookingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly tickets: FormTickets,
    private readonly emailSettings: BookingEmailSettings,
  ) {}

  /** A ticket for a booking form that is being shown. */
  issueFormTicket(): string {
    return this.tickets.issue();
  }

  async requestGuide(
    request: GuideRequest,
    viewer: Viewer,
    clientIp: string,
  ): Promise<GuideRequestResult> {
    // A forged, expired or revoked token is refused, never treated as a visitor who sent none.
    const user = viewer.currentUser();
    assertValid(bookingErrors(request, tourDateBoundsAt(new Date())));
    const key = request.idempotencyKey ?? null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    if (request.website?.trim()) throw new AppError('BOOKING_AUTOMATED');
    const ticketId = this.tickets.check(request.formTicket);

    const values = normalizeBooking(request);
    const hash = requestHash(values);
    // A repeat (a double click, a retry after a lost answer) is answered before any limit counts
    // and before its ticket is judged used: the first request with its key used it.
    const earlier = key ? await this.findByKey(this.dataSource.manager, key) : null;
    if (earlier) return this.repeat(earlier, hash);
    await this.limiter.hit(REQUESTS_PER_IP, clientIp);

    return this.dataSource.transaction(async (manager) => {
      const inserted = await this.insert(manager, values, { key, ticketId, hash }, user);
      // The same key sent at the same moment, its booking just committed; or else the ticket's.
      if (!inserted) {
        const concurrent = key ? await this.findByKey(manager, key) : null;
        if (!concurrent) throw new AppError('BOOKING_TICKET_USED');
        return this.repeat(concurrent, hash);
      }
      await this.queueEmails(manager, inserted, values);
      return {
        booking: await manager.findOneByOrFail(Booking, { id: inserted.id }),
        created: true,
      };
    });
  }

  /** Inserts the booking unless its key or its ticket has been used; null when one has. */
  private async insert(
    manager: EntityManager,
    values: Required<BookingRequestValues>,
    { key, ticketId, hash }: { key: string | null; ticketId: string; hash: string },
    user: User | null,
  ): Promise<NewBooking | null> {
    const rows: NewBooking[] = await manager.query(
      `INSERT INTO bookings (reference, idempotency_key, form_ticket_id, request_hash, user_id,
                             name, email, phone, tour_date, group_size, duration, destination,
                             message, language)
       SELECT 'LK-' || to_char(now() AT TIME ZONE $13, 'YYYY') || '-'
                || lpad(n::text, greatest(6, length(n::text)), '0'),
              $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $14
         FROM (SELECT nextval('booking_reference_seq') AS n) AS next
       ON CONFLICT DO NOTHING
       RETURNING id, reference`,
      [
        key,
        ticketId,
        hash,
        user?.id ?? null,
        values.name,
        values.email,
        values.phone,
        values.tourDate,
        values.groupSize,
        values.duration,
        values.destination,
        values.message,
        BUSINESS_TIME_ZONE,
        requestLanguage(),
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * The business is always told (in English); the visitor gets an auto-reply within their
   * address's limit, in the language of this request.
   */
  private async queueEmails(
    manager: EntityManager,
    booking: NewBooking,
    values: Required<BookingRequestValues>,
  ): Promise<void> {
    const request = { ...values, reference: booking.reference };
    const autoReplyAllowed = await this.limiter.allows(
      AUTO_REPLIES_PER_ADDRESS,
      values.email.toLowerCase(),
      manager,
    );
    const notificationMessageId = await enqueueMail(
      manager,
      businessNotification(
        businessNotificationPayload(request, this.emailSettings.businessEmail),
        booking.reference,
        { ...this.emailSettings, autoReplySkipped: !autoReplyAllowed },
      ),
    );
    const autoReplyMessageId = autoReplyAllowed
      ? await enqueueMail(
          manager,
          customerAutoReply(
            customerAutoReplyPayload(request, requestLanguage()),
            booking.reference,
            this.emailSettings,
            requestLanguage(),
          ),
        )
      : null;
    await manager.update(Booking, booking.id, {
      notificationMessageId,
      autoReplyMessageId,
      autoReplySkipped: !autoReplyAllowed,
    });
  }

  private findByKey(manager: EntityManager, idempotencyKey: string): Promise<Booking | null> {
    return manager.findOneBy(Booking, { idempotencyKey });
  }

  private repeat(earlier: Booking, hash: string): GuideRequestResult {
    if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { booking: earlier, created: false };
  }
}
