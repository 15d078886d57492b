import type { Server } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import { httpErrorHandler } from './common/http-error-handler';
import { AppError } from './common/errors';
import type { Config } from './config';
import { createApolloServer } from './graphql/apollo-server';
import { mailPreviewRoutes, OutboxMessage } from './modules/mail';
import { countStatements } from './db/statement-counter';
import { graphqlUploads } from './graphql/upload-middleware';
import { mediaRoutes } from './modules/media/media.routes';
import { restRouter } from './rest/rest-router';
import { clientIp } from './rest/rest-helpers';
import type { Services } from './services';
import { staticClient } from './static-client';
import { albumPages } from './modules/albums/album-pages';
import { createMetrics, metricsRoute } from './observability/metrics';
import { requestLog } from './observability/request-log';

export interface AppParts {
  app: Express;
  /** Stopping it drains in-flight requests and closes the HTTP server. */
  stop(): Promise<void>;
}

export async function createApp(
  services: Services,
  config: Config,
  httpServer: Server,
): Promise<AppParts> {
  const apollo = await createApolloServer(services, config, httpServer);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const metrics = config.metrics.enabled ? createMetrics(services.dataSource) : undefined;
  app.use(requestLog(metrics));
  if (metrics) app.get('/metrics', metricsRoute(metrics.registry, config.metrics.token));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await services.dataSource.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  app.use(
    '/graphql',
    express.json({ limit: '100kb' }),
    graphqlUploads(config.media),
    ...(config.nodeEnv === 'test' ? [countStatements] : []),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        viewer: await services.auth.viewerFor(req.headers.authorization),
        clientIp: clientIp(req),
      }),
    }),
  );
  app.use('/api', restRouter(services));
  if (!config.isProduction) {
    const { name, address } = config.mail.from;
    const outbox = services.dataSource.getRepository(OutboxMessage);
    app.use('/dev/mail', mailPreviewRoutes(outbox, name ? `${name} <${address}>` : address));
  }
  app.use('/media', mediaRoutes(services.media));
  app.use(albumPages(services.albums, config.clientDist, config.publicUrl));
  app.use(staticClient(config.clientDist));
  app.use((_req, _res, next) => next(new AppError('NOT_FOUND')));
  app.use(httpErrorHandler);

  return { app, stop: () => apollo.stop() };
}
