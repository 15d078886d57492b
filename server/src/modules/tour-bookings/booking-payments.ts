import type { ManageLinks } from './manage-links';
import type { PaymentMethod } from './payment-methods';
import { tourBookingOf, type TourBooking, type TourBookingRow } from './tour-booking';

/** Below /api/tour-bookings: the address that takes a traveller to pay a held booking's deposit. */
export const CHECKOUT_PATH = '/manage/:token/checkout';

/**
 * The ways deposits are paid: the one the settings choose for new bookings, and the others a
 * booking made earlier may have been made with; each booking is read with its own.
 */
export class BookingPayments {
  private readonly methods: ReadonlyMap<string, PaymentMethod>;

  constructor(
    readonly current: PaymentMethod,
    others: PaymentMethod[],
    private readonly links: ManageLinks,
    private readonly publicUrl: string,
  ) {
    this.methods = new Map([...others, current].map((method) => [method.name, method]));
  }

  /** The way the booking was made to be paid, or the current one when that is no longer set. */
  methodOf(row: TourBookingRow): PaymentMethod {
    return this.methods.get(row.payment_provider) ?? this.current;
  }

  /** The row as its traveller reads it, with how to pay. */
  view(row: TourBookingRow): TourBooking {
    return tourBookingOf(
      row,
      this.methodOf(row).start({ ...row, checkoutUrl: this.checkoutUrl(row) }),
    );
  }

  checkoutUrl(row: TourBookingRow): string {
    const token = this.links.token({ id: row.id, manageVersion: row.manage_version });
    return `${this.publicUrl}/api/tour-bookings${CHECKOUT_PATH.replace(':token', token)}`;
  }
}
