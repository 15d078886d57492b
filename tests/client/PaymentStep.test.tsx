import { screen } from '@testing-library/react';
import { PaymentStep } from '../../client/src/features/tour-booking/components/PaymentStep';
import { render } from './support/english';

const booking = {
  currency: 'USD',
  deposit: 10000,
  total: 50000,
  payment: { url: 'https://tours.example/api/tour-bookings/manage/abc/checkout' },
};

test('a held booking is offered to pay its deposit online', () => {
  render(<PaymentStep booking={{ ...booking, status: 'held', paid: 0 }} />);

  expect(screen.getByRole('link', { name: 'Pay the deposit of $100' })).toHaveAttribute(
    'href',
    booking.payment.url,
  );
});

test('a confirmed booking is offered to pay what is left of its total, and nothing once paid', () => {
  const { unmount } = render(
    <PaymentStep booking={{ ...booking, status: 'confirmed', paid: 10000 }} />,
  );
  expect(screen.getByRole('link', { name: 'Pay the balance of $400' })).toBeInTheDocument();
  unmount();

  render(<PaymentStep booking={{ ...booking, status: 'confirmed', paid: 50000 }} />);
  expect(screen.queryByRole('link')).toBeNull();
});

test('a transfer says what to do instead', () => {
  render(
    <PaymentStep
      booking={{
        ...booking,
        status: 'confirmed',
        paid: 10000,
        payment: { instructions: 'Please transfer the balance of $400.' },
      }}
    />,
  );

  expect(screen.getByText('Please transfer the balance of $400.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
