import type { DataSource, EntityManager } from 'typeorm';
import { enqueueMail } from '../mail';
import type { BookingLifecycle } from './booking-lifecycle';
import type { BookingPayments } from './booking-payments';
import { releaseGuide } from './guide-holds';
import { refundThroughProvider } from './provider-refunds';
import type { TourBooking, TourBookingRow } from './tour-booking';
import type { TourBookingEmailSettings } from './tour-booking-emails';
import {
  cancellationNotification,
  cancelledEmail,
  type CancelledBy,
} from './tour-cancellation-emails';

interface Cancelling {
  by: CancelledBy;
  userId: string | null;
}

interface Parts {
  dataSource: DataSource;
  payments: BookingPayments;
  settings: TourBookingEmailSettings;
  lifecycle: BookingLifecycle;
}

/**
 * Cancels the booking `locked` finds (and locks) in one transaction, then pays its refund back
 * through the provider its deposit was paid with, where that provider has an API for it.
 */
export async function cancelAndRefund(
  locked: (manager: EntityManager) => Promise<TourBookingRow>,
  cancelling: Cancelling,
  parts: Parts,
): Promise<TourBooking> {
  const { dataSource, payments } = parts;
  const { id, booking } = await dataSource.transaction(async (manager) => {
    const row = await locked(manager);
    return { id: row.id, booking: await cancelTourBooking(manager, row, cancelling, parts) };
  });
  const refund = booking.refund;
  if (refund?.status !== 'due' || !(await refundThroughProvider(dataSource, payments, id))) {
    return booking;
  }
  return { ...booking, refund: { ...refund, status: 'refunded' } };
}

/**
 * Cancels the booking, locked in `manager`'s transaction: its guide is free at once, and the
 * refund the cancellation policy gives of what was paid is recorded (due, to be paid back; none
 * when nothing is owed). A paid booking's traveller and the company are emailed. A booking
 * cancelled before is read as it is.
 */
async function cancelTourBooking(
  manager: EntityManager,
  row: TourBookingRow,
  cancelling: Cancelling,
  parts: Parts,
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
  await parts.lifecycle.cancelled(manager, row.id);
  const status = amount > 0 ? 'due' : 'none';
  await manager.query(
    `INSERT INTO "tour_booking_refunds" ("booking_id", "paid", "days_before", "band", "amount",
       "currency", "status", "cancelled_by")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.paid, daysBefore, band, amount, row.currency, status, cancelling.userId],
  );
  const booking = payments.view({
    ...row,
    status: 'cancelled',
    expired: false,
    refund: { amount, status },
  });
  if (row.paid > 0) {
    await enqueueMail(manager, cancelledEmail(booking, settings));
    const refundsItself = payments.methodOf(row).refund !== undefined;
    await enqueueMail(
      manager,
      cancellationNotification(booking, { by: cancelling.by, refundsItself }, settings),
    );
  }
  return booking;
}
