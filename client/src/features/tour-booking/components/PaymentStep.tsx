import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';

/** A booking's way to pay what it owes: the provider's instructions, or its page to pay on. */
export interface PayableBooking {
  status: string;
  currency: string;
  deposit: number;
  total: number;
  paid: number;
  payment: { url?: string | null; instructions?: string | null };
}

/**
 * What a booking owes now: a held one its deposit, a confirmed one what is left of its total;
 * nothing otherwise.
 */
export function owedNow(booking: PayableBooking): number {
  if (booking.status === 'held') return booking.deposit;
  if (booking.status === 'confirmed') return Math.max(0, booking.total - booking.paid);
  return 0;
}

/**
 * What to do to pay what a booking owes (a held one's deposit, a confirmed one's balance): a
 * transfer's instructions, or the button to pay online.
 */
export function PaymentStep({ booking }: { booking: PayableBooking }) {
  const { i18n } = useLingui();
  const { url, instructions } = booking.payment;
  const owed = owedNow(booking);
  if (!owed) return null;
  const amount = formatMoney(owed, booking.currency, i18n.locale);
  return (
    <>
      {instructions && <p className="tour-payment-instructions">{instructions}</p>}
      {url && (
        <p>
          <a className="btn btn-primary btn-lg" href={url}>
            {booking.status === 'held'
              ? i18n._('Pay the deposit of {amount}', { amount })
              : i18n._('Pay the balance of {amount}', { amount })}
          </a>
        </p>
      )}
    </>
  );
}
