import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { useCancelTourBookingForCompanyMutation } from '../../../graphql/generated';
import { useFormProblems } from '../../../lib/useFormProblems';
import { AskTwice } from './AskTwice';

interface CancellableBooking {
  reference: string;
  currency: string;
  paid: number;
  refundIfCancelled: number;
}

/** A tour guide cancels a booking for the company, told first what goes back by the policy. */
export function CompanyCancelBooking({ booking }: { booking: CancellableBooking }) {
  const { i18n } = useLingui();
  const { failure, attempt } = useFormProblems();
  const [cancel, { loading }] = useCancelTourBookingForCompanyMutation({
    refetchQueries: ['UpcomingTourBookings'],
    awaitRefetchQueries: true,
  });
  const money = (cents: number) => formatMoney(cents, booking.currency, i18n.locale);
  return (
    <AskTwice
      action={i18n._('Cancel booking')}
      question={
        booking.paid
          ? i18n._('Cancel it? By the cancellation policy {refund} of the {paid} paid goes back.', {
              refund: money(booking.refundIfCancelled),
              paid: money(booking.paid),
            })
          : i18n._('Cancel it? Nothing has been paid.')
      }
      confirm={i18n._('Yes, cancel it')}
      busy={loading}
      failure={failure}
      onConfirm={() => void attempt(() => cancel({ variables: { reference: booking.reference } }))}
    />
  );
}
