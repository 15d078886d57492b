import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  Checkout,
  CheckoutBooking,
  PayableBooking,
  PaymentMethod,
  PaymentNotice,
  PaymentStart,
} from './payment-methods';

/** Where PayHere posts its notifications, below the site's origin. */
export const PAYHERE_NOTIFY_PATH = '/api/payments/payhere/notify';

/** PayHere's status of a payment that succeeded (0 pending, -1 cancelled, -2 failed, -3 charged back). */
const PAID = '2';

export interface PayHereSettings {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
  /** This site's public origin, where PayHere's notifications arrive. */
  publicUrl: string;
  holdMinutes: number;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

/** Cents as PayHere writes an amount: two decimals, no separators (5000 → "50.00"). */
const payHereAmount = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "50.00" → 5000; anything else is not an amount. */
function centsOf(amount: string): number | undefined {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(amount);
  return match ? Number(match[1]) * 100 + Number(match[2]) : undefined;
}

/** Whether two signatures agree, in a time that does not tell how much of them did. */
function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * PayHere Checkout (payhere.lk, Sri Lanka): the traveller's browser posts a form signed with the
 * merchant secret to PayHere's page, and PayHere posts the outcome to `notify_url`, signed the same
 * way (`md5sig`). Only that notification, once its signature checks, confirms a payment.
 */
export class PayHere implements PaymentMethod {
  readonly name = 'payhere';
  readonly holdMinutes: number;
  private readonly secretHash: string;

  constructor(private readonly settings: PayHereSettings) {
    this.holdMinutes = settings.holdMinutes;
    this.secretHash = md5(settings.merchantSecret);
  }

  start({ checkoutUrl }: PayableBooking): PaymentStart {
    return { provider: this.name, url: checkoutUrl };
  }

  companyNote(): undefined {
    return undefined;
  }

  /** The signed form that opens PayHere's checkout for what the booking owes now. */
  checkout(booking: CheckoutBooking): Promise<Checkout> {
    const { merchantId, checkoutUrl, publicUrl } = this.settings;
    const amount = payHereAmount(booking.amount);
    const [firstName, ...rest] = booking.name.split(/\s+/);
    const fields = {
      merchant_id: merchantId,
      return_url: booking.returnUrl,
      cancel_url: booking.cancelUrl,
      notify_url: publicUrl + PAYHERE_NOTIFY_PATH,
      order_id: booking.reference,
      items: `${booking.tourTitle} (${booking.reference})`,
      currency: booking.currency,
      amount,
      first_name: firstName,
      last_name: rest.join(' ') || firstName,
      email: booking.email,
      phone: booking.phone,
      // PayHere asks for an address; a tour booking has none but its own reference.
      address: booking.reference,
      city: 'Colombo',
      country: 'Sri Lanka',
      hash: md5(`${merchantId}${booking.reference}${amount}${booking.currency}${this.secretHash}`),
    };
    return Promise.resolve({ form: { action: checkoutUrl, fields } });
  }

  /**
   * The payment a notification reports, when it is PayHere's (signed with the merchant secret) and
   * says the payment succeeded; undefined for a pending, failed or cancelled one. A notification
   * not signed so is refused.
   */
  paidNotice(body: Record<string, unknown>): PaymentNotice | undefined | 'forged' {
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : '');
    const [merchant, order, amount, currency, status] = [
      'merchant_id',
      'order_id',
      'payhere_amount',
      'payhere_currency',
      'status_code',
    ].map(field);
    const signed = md5(`${merchant}${order}${amount}${currency}${status}${this.secretHash}`);
    if (merchant !== this.settings.merchantId || !sameSignature(signed, field('md5sig'))) {
      return 'forged';
    }
    const cents = centsOf(amount);
    if (status !== PAID || cents === undefined || !field('payment_id')) return undefined;
    return {
      reference: order,
      providerReference: field('payment_id'),
      amount: cents,
      currency,
    };
  }
}
