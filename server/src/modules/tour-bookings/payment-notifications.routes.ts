import express, { Router } from 'express';
import { AppError } from '../../common/errors';
import { logger } from '../../common/logger';
import type { PaymentNotice, PaymentProviderName } from './payment-methods';
import { PAYHERE_NOTIFY_PATH, type PayHere } from './payhere';
import { STRIPE_WEBHOOK_PATH, type StripeCheckout } from './stripe-checkout';
import type { TourDepositService } from './tour-deposits.service';

/** Where the providers' notifications arrive, below the site's origin. */
export const PAYMENT_NOTIFICATIONS_PREFIX = '/api/payments';

/** A provider's notification is short; anything larger is not one. */
const NOTIFICATION_BYTES = '64kb';

const below = (path: string) => path.slice(PAYMENT_NOTIFICATIONS_PREFIX.length);

/**
 * The payment providers' server-to-server notifications: PayHere posts a form, Stripe a JSON event
 * whose signature covers its bytes as sent. They come before the API's guard against cross-site
 * forms and its JSON parser: what makes one count is its signature, which only the provider and
 * this site can write. A forged one is refused (400) and records nothing; one that arrives again
 * records nothing new.
 */
export function paymentNotificationRoutes(
  deposits: TourDepositService,
  providers: { payHere?: PayHere; stripe?: StripeCheckout },
): Router {
  const router = Router();
  const record = async (
    provider: PaymentProviderName,
    notice: PaymentNotice | undefined | 'forged',
  ) => {
    if (notice === 'forged') {
      logger.warn(`A ${provider} notification whose signature does not check was refused`);
      throw new AppError('PAYMENT_NOT_VERIFIED');
    }
    if (notice) await deposits.recordOnline(provider, notice);
  };
  const { payHere, stripe } = providers;
  if (payHere) {
    router.post(
      below(PAYHERE_NOTIFY_PATH),
      express.urlencoded({ extended: false, limit: NOTIFICATION_BYTES, parameterLimit: 50 }),
      async (req, res) => {
        await record(payHere.name, payHere.paidNotice((req.body ?? {}) as Record<string, unknown>));
        res.type('text').send('OK');
      },
    );
  }
  if (stripe) {
    router.post(
      below(STRIPE_WEBHOOK_PATH),
      express.raw({ type: () => true, limit: NOTIFICATION_BYTES }),
      async (req, res) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        await record(stripe.name, stripe.paidNotice(body, req.get('stripe-signature')));
        res.json({ received: true });
      },
    );
  }
  return router;
}
