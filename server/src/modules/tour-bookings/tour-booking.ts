import type { EntityManager } from 'typeorm';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { AppError } from '../../common/errors';
import { TOUR_BOOKING_MESSAGES } from './tour-booking-rules';
import type { PaymentStart } from './payment-methods';

/** Where a booking stands; a hold past its time is `expired` and holds no guide. */
export type TourBookingStatus = 'held' | 'expired' | 'confirmed' | 'cancelled';

/** A booked tour as its traveller reads it: the answer to booking, and the manage link's page. */
export interface TourBooking {
  reference: string;
  status: TourBookingStatus;
  tourId: string;
  /** As it was titled when booked, in the traveller's language. */
  tourTitle: string;
  tourDays: number;
  /** YYYY-MM-DD: the first and the last day of the tour. */
  startDate: string;
  endDate: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  language: SiteLanguage;
  guideLanguage: string | null;
  message: string;
  currency: string;
  /** Amounts in cents (minor units). */
  perPerson: number;
  peakSurcharge: number;
  total: number;
  deposit: number;
  balance: number;
  /** YYYY-MM-DD. */
  balanceDueOn: string;
  /** When an unpaid hold ends (ISO 8601). */
  holdExpiresAt: string;
  payment: PaymentStart;
  /** What has been paid so far, in cents. */
  paid: number;
  /** What cancelling now would refund by the cancellation policy, in cents. */
  refundIfCancelled: number;
  /** A cancelled booking's refund. */
  refund: TourRefund | null;
}

/** A booking as the company reads it: the traveller's view, and the guide who leads it. */
export interface CompanyTourBooking extends TourBooking {
  /** The guide held or booked for it; none for a cancelled booking or an ended hold. */
  guideId: string | null;
  guideName: string | null;
  /** When the guide picks the party up (HH:MM, Sri Lanka's time); null until the company sets it. */
  pickupTime: string | null;
  /** Where; null until the company sets it. */
  pickupPlace: string | null;
}

/** What a cancelled booking returns of what was paid. */
export interface TourRefund {
  amount: number;
  /** due: the company pays it back; refunded: done through the provider; none: nothing owed. */
  status: 'due' | 'refunded' | 'none';
}

/** A booking just made: what it is, and its private link. */
export interface NewTourBooking {
  booking: TourBooking;
  manageUrl: string;
}

/** The table's row, as the service reads it. */
export interface TourBookingRow {
  id: string;
  reference: string;
  status: 'held' | 'confirmed' | 'cancelled';
  expired: boolean;
  tour_id: string;
  tour_title: string;
  tour_days: number;
  start_date: string;
  end_date: string;
  travellers: number;
  name: string;
  email: string;
  phone: string;
  language: SiteLanguage;
  guide_language: string | null;
  message: string;
  currency: string;
  per_person: number;
  peak_surcharge: number;
  total: number;
  deposit: number;
  balance_due_on: string;
  hold_expires_at: Date;
  payment_provider: string;
  manage_version: number;
  /** Set by the company: HH:MM, and where. */
  pickup_time: string | null;
  pickup_place: string | null;
  paid: number;
  refund: TourRefund | null;
}

/** The columns as TourBookingRow names them. */
export const TOUR_BOOKING_COLUMNS = `"id", "reference", "status",
  "status" = 'held' AND "hold_expires_at" <= now() AS "expired",
  "tour_id", "tour_title", "tour_days",
  to_char("start_date", 'YYYY-MM-DD') AS "start_date",
  to_char("start_date" + "tour_days" - 1, 'YYYY-MM-DD') AS "end_date",
  "travellers", "name", "email", "phone", "language", "guide_language", "message", "currency",
  "per_person", "peak_surcharge", "total", "deposit",
  to_char("balance_due_on", 'YYYY-MM-DD') AS "balance_due_on",
  "hold_expires_at", "payment_provider", "manage_version", "pickup_time", "pickup_place",
  (SELECT coalesce(sum(p."amount"), 0)::int FROM "tour_booking_payments" p
   WHERE p."booking_id" = "tour_bookings"."id") AS "paid",
  (SELECT json_build_object('amount', r."amount", 'status', r."status")
   FROM "tour_booking_refunds" r WHERE r."booking_id" = "tour_bookings"."id") AS "refund"`;

/** The row as its traveller reads it, with how to pay and what cancelling would refund. */
export function tourBookingOf(
  row: TourBookingRow,
  payment: PaymentStart,
  refundIfCancelled: number,
): TourBooking {
  return {
    reference: row.reference,
    status: row.expired ? 'expired' : row.status,
    tourId: row.tour_id,
    tourTitle: row.tour_title,
    tourDays: row.tour_days,
    startDate: row.start_date,
    endDate: row.end_date,
    travellers: row.travellers,
    name: row.name,
    email: row.email,
    phone: row.phone,
    language: row.language,
    guideLanguage: row.guide_language,
    message: row.message,
    currency: row.currency,
    perPerson: row.per_person,
    peakSurcharge: row.peak_surcharge,
    total: row.total,
    deposit: row.deposit,
    balance: row.total - row.deposit,
    balanceDueOn: row.balance_due_on,
    holdExpiresAt: row.hold_expires_at.toISOString(),
    payment,
    paid: row.paid,
    refundIfCancelled,
    refund: row.refund,
  };
}

/**
 * The booking of a reference (any letter case), locked for a change in `manager`'s transaction
 * (unless only read: `lock` false).
 */
export async function lockedByReference(
  manager: EntityManager,
  reference: string,
  lock = true,
): Promise<TourBookingRow> {
  const [row] = (await manager.query(
    `SELECT ${TOUR_BOOKING_COLUMNS} FROM "tour_bookings" WHERE "reference" = $1${lock ? ' FOR UPDATE' : ''}`,
    [reference.trim().toUpperCase()],
  )) as TourBookingRow[];
  if (!row) throw new AppError('NOT_FOUND', TOUR_BOOKING_MESSAGES.bookingNotFound);
  return row;
}
