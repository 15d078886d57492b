import express, { Router } from 'express';
import { AppError } from '../common/errors';
import { authRoutes } from '../modules/auth/auth.rest';
import type { Services } from '../services';
import { restErrorHandler } from './rest-helpers';

/** The specification's `/api/...` paths, on the same services as GraphQL. */
export function restRouter(services: Services): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use('/auth', authRoutes(services.auth));
  router.use((_req, _res, next) => next(new AppError('NOT_FOUND')));
  router.use(restErrorHandler);
  return router;
}
