import { refundFor, type Refund } from '@lanka-tours/shared/cancellation-policy';
import { companyToday, daysBetween } from '@lanka-tours/shared/company-days';
import type { ManageLinks } from './manage-links';
import type { PaymentMethod, PaymentPart } from './payment-methods';
import { tourBookingOf, type TourBooking, type TourBookingRow } from './tour-booking';

/**
 * Below /api/tour-bookings: the address that takes a traveller to pay what is due, a held
 * booking's deposit or a confirmed one's balance.
 */
export const CHECKOUT_PATH = '/manage/:token/checkout';

/**
 * The ways deposits are paid: the one the settings choose for new bookings, and the others a
 * booking made earlier may have been made with; each booking is read with its own. And what a
 * cancellation returns, by the cancellation policy with the company's processing fee.
 */
export class BookingPayments {
  private readonly methods: ReadonlyMap<string, PaymentMethod>;

  constructor(
    readonly current: PaymentMethod,
    /** Every way set, the current one among them. */
    all: PaymentMethod[],
    private readonly links: ManageLinks,
    private readonly publicUrl: string,
    private readonly feePercent: number,
  ) {
    this.methods = new Map(all.map((method) => [method.name, method]));
  }

  /** The way of paying of that name, when it is set. */
  method(name: string): PaymentMethod | undefined {
    return this.methods.get(name);
  }

  /** The way the booking was made to be paid, or the current one when that is no longer set. */
  methodOf(row: TourBookingRow): PaymentMethod {
    return this.methods.get(row.payment_provider) ?? this.current;
  }

  /** The row as its traveller reads it, with how to pay and what cancelling would refund. */
  view(row: TourBookingRow): TourBooking {
    const payment = this.methodOf(row).start({
      ...row,
      ...dueNow(row),
      checkoutUrl: this.checkoutUrl(row),
    });
    const refund = row.status === 'cancelled' ? 0 : this.refundOf(row).amount;
    return tourBookingOf(row, payment, refund);
  }

  /** What cancelling the booking today returns of what was paid. */
  refundOf(row: TourBookingRow): Refund {
    return refundFor(row.paid, this.daysBefore(row), this.feePercent);
  }

  /** Days from today (in Sri Lanka) to the tour's first day. */
  daysBefore(row: TourBookingRow): number {
    return daysBetween(companyToday(), row.start_date);
  }

  checkoutUrl(row: TourBookingRow): string {
    const token = this.links.token({ id: row.id, manageVersion: row.manage_version });
    return `${this.publicUrl}/api/tour-bookings${CHECKOUT_PATH.replace(':token', token)}`;
  }
}

/**
 * What a booking's traveller is to pay now: a booking not yet confirmed its deposit, a confirmed
 * one what is left of its total (nothing, once paid in full).
 */
export function dueNow(row: TourBookingRow): { part: PaymentPart; amount: number } {
  if (row.status !== 'confirmed') return { part: 'deposit', amount: row.deposit };
  return { part: 'balance', amount: Math.max(0, row.total - row.paid) };
}
