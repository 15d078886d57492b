import express, { Router, type Request, type RequestHandler } from 'express';
import type { Viewer } from './common/request-context';
import { albumRoutes } from './modules/albums/album.rest';
import { debugRoutes } from './modules/albums/debug.rest';
import { accountRoutes } from './modules/account/account.rest';
import { authRoutes } from './modules/auth/auth.rest';
import { passwordResetRoutes } from './modules/auth/password-reset.rest';
import { feedbackRoutes } from './modules/feedback/feedback.rest';
import { bookingRoutes } from './modules/booking/booking.rest';
import { resolveViewer } from './rest/rest-helpers';
import type { Services } from './services';

/** The specification's `/api/...` paths, on the same services as GraphQL. */
export function restRouter(
  services: Services,
  viewerOf: (req: Request) => Promise<Viewer>,
  afterBodyParsing: RequestHandler[] = [],
): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }), ...afterBodyParsing, resolveViewer(viewerOf));
  router.use('/auth', authRoutes(services.auth));
  router.use('/auth', passwordResetRoutes(services.passwordReset));
  router.use('/auth', accountRoutes(services.account));
  router.use('/feedback', feedbackRoutes(services.feedback, services.media));
  router.use('/bookings', bookingRoutes(services.bookings, services.bookingInbox));
  router.use('/tour-albums', albumRoutes(services.albums, services.media));
  router.use('/debug', debugRoutes(services.albums));
  return router;
}
