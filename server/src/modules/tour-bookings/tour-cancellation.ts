import type { EntityManager } from 'typeorm';
import { enqueueMail } from '../mail';
import type { BookingPayments } from './booking-payments';
import { releaseGuide } from './guide-holds';
import type { TourBooking, TourBookingRow } from './tour-booking';
import type { TourBookingEmailSettings } from './tour-booking-emails';
import {
  cancellationNotification,
  cancelledEmail,
  type CancelledBy,
} from './tour-cancellation-emails';

/**
 * Cancels the booking, locked in `manager`'s transaction: its guide is free at once, and the
 * refund the cancellation policy gives of what was paid is recorded (due, for the company to pay
 * back; none when nothing is owed). A paid booking's traveller and the company are emailed. A
 * booking cancelled before is read as it is.
 */
export async function cancelTourBooking(
  manager: EntityManager,
  row: TourBookingRow,
  cancelled: { by: CancelledBy; userId: string | null },
  parts: { payments: BookingPayments; settings: TourBookingEmailSettings },
): Promise<TourBooking> {
  const { payments, settings } = parts;
  if (row.status === 'cancelled') return payments.view(row);
  const { band, amount } = payments.refundOf(row);
  const daysBefore = payments.daysBefore(row);
  await manager.query(
    `UPDATE "tour_bookings" SET "status" = 'cancelled', "cancelled_at" = now(),
       "updated_at" = now() WHERE "id" = $1`,
    [row.id],
  );
  await releaseGuide(manager, row.id);
  const status = amount > 0 ? 'due' : 'none';
  await manager.query(
    `INSERT INTO "tour_booking_refunds" ("booking_id", "paid", "days_before", "band", "amount",
       "currency", "status", "cancelled_by")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.paid, daysBefore, band, amount, row.currency, status, cancelled.userId],
  );
  const booking = payments.view({
    ...row,
    status: 'cancelled',
    expired: false,
    refund: { amount, status },
  });
  if (row.paid > 0) {
    await enqueueMail(manager, cancelledEmail(booking, settings));
    await enqueueMail(manager, cancellationNotification(booking, cancelled.by, settings));
  }
  return booking;
}
