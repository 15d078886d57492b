import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { BookingPayments } from './booking-payments';

interface DueRefund {
  id: string;
  amount: number;
}

interface ReceivedPayment {
  provider: string;
  provider_reference: string;
  amount: number;
}

/** What goes back through each payment: the latest first (the balance, then the deposit). */
function splitOver(amount: number, payments: readonly ReceivedPayment[]) {
  const parts: { payment: ReceivedPayment; amount: number }[] = [];
  let left = amount;
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amount);
    parts.push({ payment, amount: part });
    left -= part;
  }
  return parts;
}

/**
 * Pays a cancelled booking's due refund back through the providers it was paid with, where each
 * has an API for it (Stripe), after the cancellation has committed: the provider is not waited
 * on with the booking locked. A refund larger than the latest payment takes the rest from the one
 * before (a balance, then its deposit). Asked again, the provider refunds each part once (the key
 * is the refund's id and the part's place). A refund a provider refuses, or with a part paid where
 * there is no such API, stays due, for the company to pay back. True when it was refunded.
 */
export async function refundThroughProvider(
  dataSource: DataSource,
  payments: BookingPayments,
  bookingId: string,
): Promise<boolean> {
  const [due] = (await dataSource.query(
    `SELECT "id", "amount" FROM "tour_booking_refunds"
     WHERE "booking_id" = $1 AND "status" = 'due'`,
    [bookingId],
  )) as DueRefund[];
  if (!due) return false;
  const received = (await dataSource.query(
    `SELECT "provider", "provider_reference", "amount" FROM "tour_booking_payments"
     WHERE "booking_id" = $1 ORDER BY "received_at" DESC, "id"`,
    [bookingId],
  )) as ReceivedPayment[];
  const parts = splitOver(due.amount, received).map((part) => ({
    ...part,
    method: payments.method(part.payment.provider),
  }));
  if (!parts.length || parts.some(({ method }) => !method?.refund)) return false;
  try {
    const references: string[] = [];
    for (const [index, { payment, amount, method }] of parts.entries()) {
      const key = index ? `refund-${due.id}-${index}` : `refund-${due.id}`;
      const providerReference = payment.provider_reference;
      references.push(await method!.refund!({ providerReference, amount, key }));
    }
    await dataSource.query(
      `UPDATE "tour_booking_refunds" SET "status" = 'refunded', "provider_reference" = $2,
         "refunded_at" = now() WHERE "id" = $1 AND "status" = 'due'`,
      [due.id, references.join(' ')],
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn(`A provider did not take the refund ${due.id} (${reason}): it stays due`);
    return false;
  }
}
