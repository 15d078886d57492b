import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';

/** A held booking's way to pay its deposit: the provider's instructions, or its page to pay on. */
export interface PayableBooking {
  currency: string;
  deposit: number;
  payment: { url?: string | null; instructions?: string | null };
}

/** What to do to pay a held booking's deposit: a transfer's instructions, or the button to pay online. */
export function PaymentStep({ booking }: { booking: PayableBooking }) {
  const { i18n } = useLingui();
  const { url, instructions } = booking.payment;
  return (
    <>
      {instructions && <p className="tour-payment-instructions">{instructions}</p>}
      {url && (
        <p>
          <a className="btn btn-primary btn-lg" href={url}>
            {i18n._('Pay the deposit of {amount}', {
              amount: formatMoney(booking.deposit, booking.currency, i18n.locale),
            })}
          </a>
        </p>
      )}
    </>
  );
}
