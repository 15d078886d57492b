import express, { Router, type Request, type RequestHandler } from 'express';
import type { Viewer } from './common/request-context';
import { albumRoutes } from './modules/albums/album.routes';
import { debugRoutes } from './modules/albums/debug.routes';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { contentEditorRoutes } from './modules/content/content-editor.routes';
import { contentPictureRoutes } from './modules/content/content-pictures.routes';
import { contentRoutes } from './modules/content/content.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { personalDataRoutes } from './modules/privacy/personal-data.routes';
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
  router.use('/auth', personalDataRoutes(services.personalData));
  router.use('/feedback', feedbackRoutes(services.feedback, services.media));
  router.use('/bookings', bookingRoutes(services.bookings, services.bookingInbox));
  router.use('/tour-albums', albumRoutes(services.albums, services.media));
  router.use('/debug', debugRoutes(services.albums));
  router.use('/content', contentRoutes(services.content));
  router.use(
    '/content-editor/pictures',
    contentPictureRoutes(services.contentPictures, services.media),
  );
  router.use(
    '/content-editor',
    contentEditorRoutes(services.contentEditor, services.contentEntries),
  );
  return router;
}
