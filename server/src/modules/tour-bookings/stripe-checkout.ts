import Stripe from 'stripe';
import type {
  Checkout,
  CheckoutBooking,
  PayableBooking,
  PaymentMethod,
  PaymentNotice,
  PaymentStart,
} from './payment-methods';

/** Where Stripe posts its events (the webhook endpoint set in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** The events that say a Checkout Session's payment arrived. */
const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  holdMinutes: number;
}

/**
 * Stripe Checkout, through Stripe's own `stripe` package: the traveller is sent to a Checkout
 * Session made for the booking's deposit, and Stripe posts the outcome as a signed event to the
 * webhook endpoint. Only an event whose signature checks confirms a payment.
 */
export class StripeCheckout implements PaymentMethod {
  readonly name = 'stripe';
  readonly holdMinutes: number;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.holdMinutes = settings.holdMinutes;
    const api = new URL(settings.apiUrl);
    this.stripe = new Stripe(settings.secretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  start({ checkoutUrl }: PayableBooking): PaymentStart {
    return { provider: this.name, url: checkoutUrl };
  }

  companyNote(): undefined {
    return undefined;
  }

  /**
   * A Checkout Session for what the booking owes now (its deposit, or its balance), in the
   * traveller's language. Asked again for the same part of the same booking, Stripe answers the
   * same session (the idempotency key), as long as it keeps the key.
   */
  async checkout(booking: CheckoutBooking): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: booking.currency.toLowerCase(),
              unit_amount: booking.amount,
              product_data: { name: `${booking.tourTitle} (${booking.reference})` },
            },
          },
        ],
        client_reference_id: booking.reference,
        metadata: { reference: booking.reference, part: booking.part },
        payment_intent_data: { metadata: { reference: booking.reference, part: booking.part } },
        customer_email: booking.email,
        locale: booking.language,
        success_url: booking.returnUrl,
        cancel_url: booking.cancelUrl,
      },
      { idempotencyKey: `checkout-${booking.reference}-${booking.part}` },
    );
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`);
    return { redirect: session.url };
  }

  /** Pays `amount` of a PaymentIntent back (Stripe's Refunds API). */
  async refund(payment: { providerReference: string; amount: number; key: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: payment.providerReference, amount: payment.amount },
      { idempotencyKey: payment.key },
    );
    return refund.id;
  }

  /**
   * The payment an event reports, when Stripe signed it and it says a session was paid; undefined
   * for any other event. An event whose signature does not check is 'forged'.
   */
  paidNotice(body: Buffer, signature: string | undefined): PaymentNotice | undefined | 'forged' {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        body,
        signature ?? '',
        this.settings.webhookSecret,
      );
    } catch {
      return 'forged';
    }
    if (!PAID_EVENTS.has(event.type)) return undefined;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid' || !session.client_reference_id) return undefined;
    const intent = session.payment_intent;
    return {
      reference: session.client_reference_id,
      providerReference: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
      amount: session.amount_total ?? 0,
      currency: (session.currency ?? '').toUpperCase(),
    };
  }
}
