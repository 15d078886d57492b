import express, { Router } from 'express';
import { AppError } from '../../common/errors';
import { logger } from '../../common/logger';
import { PAYHERE_NOTIFY_PATH, type PayHere } from './payhere';
import type { TourDepositService } from './tour-deposits.service';

/** Where the providers' notifications arrive, below the site's origin. */
export const PAYMENT_NOTIFICATIONS_PREFIX = '/api/payments';

/** A provider's notification is a short form; anything larger is not one. */
const NOTIFICATION_BYTES = '16kb';

/**
 * The payment providers' server-to-server notifications. They are form posts from the
 * provider's servers, so they come before the API's guard against cross-site forms: what makes
 * one count is its signature, which only the provider and this site can write. A forged one is
 * refused (400) and records nothing; one that arrives again records nothing new.
 */
export function paymentNotificationRoutes(
  deposits: TourDepositService,
  payHere: PayHere | undefined,
): Router {
  const router = Router();
  if (!payHere) return router;
  const path = PAYHERE_NOTIFY_PATH.slice(PAYMENT_NOTIFICATIONS_PREFIX.length);
  router.post(
    path,
    express.urlencoded({ extended: false, limit: NOTIFICATION_BYTES, parameterLimit: 50 }),
    async (req, res) => {
      const notice = payHere.paidNotice((req.body ?? {}) as Record<string, unknown>);
      if (notice === 'forged') {
        logger.warn('A PayHere notification whose signature does not check was refused');
        throw new AppError('PAYMENT_NOT_VERIFIED');
      }
      if (notice) await deposits.recordOnline(payHere.name, notice);
      res.type('text').send('OK');
    },
  );
  return router;
}
