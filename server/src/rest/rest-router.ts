import express, { Router, type RequestHandler } from 'express';
import { albumRoutes } from '../modules/albums/album.rest';
import { debugRoutes } from '../modules/albums/debug.rest';
import { accountRoutes } from '../modules/account/account.rest';
import { authRoutes } from '../modules/auth/auth.rest';
import { passwordResetRoutes } from '../modules/auth/password-reset.rest';
import { feedbackRoutes } from '../modules/feedback/feedback.rest';
import { bookingRoutes } from '../modules/booking/booking.rest';
import { personalDataRoutes } from '../modules/privacy/personal-data.rest';
import type { Services } from '../services';

/** The specification's `/api/...` paths, on the same services as GraphQL. */
export function restRouter(services: Services, afterBodyParsing: RequestHandler[] = []): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }), ...afterBodyParsing);
  router.use('/auth', authRoutes(services.auth));
  router.use('/auth', passwordResetRoutes(services.passwordReset));
  router.use('/auth', accountRoutes(services.auth, services.account));
  router.use('/auth', personalDataRoutes(services.auth, services.personalData));
  router.use('/feedback', feedbackRoutes(services.feedback, services.auth, services.media));
  router.use('/bookings', bookingRoutes(services.auth, services.bookings, services.bookingInbox));
  router.use('/tour-albums', albumRoutes(services.albums, services.auth, services.media));
  router.use('/debug', debugRoutes(services.albums, services.auth));
  return router;
}
