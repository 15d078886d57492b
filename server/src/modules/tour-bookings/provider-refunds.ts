import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { BookingPayments } from './booking-payments';

interface DueRefund {
  id: string;
  amount: number;
  provider: string;
  provider_reference: string;
}

/**
 * Pays a cancelled booking's due refund back through the provider its deposit was paid with,
 * where that provider has an API for it (Stripe), after the cancellation has committed: the
 * provider is not waited on with the booking locked. Asked again, the provider refunds once (the
 * key is the refund's id). One the provider refuses stays due, for the company to pay back.
 * True when it was refunded.
 */
export async function refundThroughProvider(
  dataSource: DataSource,
  payments: BookingPayments,
  bookingId: string,
): Promise<boolean> {
  const [due] = (await dataSource.query(
    `SELECT r."id", r."amount", p."provider", p."provider_reference"
     FROM "tour_booking_refunds" r
     JOIN "tour_booking_payments" p ON p."booking_id" = r."booking_id"
     WHERE r."booking_id" = $1 AND r."status" = 'due'
     ORDER BY p."received_at" LIMIT 1`,
    [bookingId],
  )) as DueRefund[];
  const method = due && payments.method(due.provider);
  if (!method?.refund) return false;
  try {
    const reference = await method.refund({
      providerReference: due.provider_reference,
      amount: due.amount,
      key: `refund-${due.id}`,
    });
    await dataSource.query(
      `UPDATE "tour_booking_refunds" SET "status" = 'refunded', "provider_reference" = $2,
         "refunded_at" = now() WHERE "id" = $1 AND "status" = 'due'`,
      [due.id, reference],
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`${due.provider} did not take the refund ${due.id} (${reason}): it stays due`);
    return false;
  }
}
