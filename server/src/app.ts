import type { Server } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import { httpErrorHandler } from './common/http-error-handler';
import { AppError } from './common/errors';
import type { Config } from './config';
import type { Viewer } from './common/request-context';
import { createApolloServer } from './apollo-server';
import { mailPreviewRoutes, OutboxMessage } from './modules/mail';
import { countStatements } from './db/statement-counter';
import { graphqlUploads } from './graphql/upload-middleware';
import { mediaRoutes } from './modules/media/media.routes';
import { restApiDocument, restRouter } from './rest-router';
import { clientIp } from './rest/rest-helpers';
import type { Services } from './services';
import { staticClient } from './static-client';
import { serverRenderedPages } from './modules/pages';
import { guideAccessRoutes } from './modules/auth/guide-access.routes';
import { allowedOrigins } from './http/allowed-origins';
import { apiDocs } from './http/api-docs';
import { corsPolicy } from './http/cors-policy';
import { crossSiteGuard } from './http/cross-site-guard';
import { localOnly, sandboxForLocalOnly } from './http/local-request';
import { noStore } from './http/no-store';
import { securityHeaders } from './http/security-headers';
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
  app.set('trust proxy', config.trustProxy);
  const metrics = config.metrics.enabled ? createMetrics(services.dataSource) : undefined;
  app.use(requestLog(metrics));
  if (metrics) {
    const access = config.metrics.localOnly ? [localOnly] : [];
    app.get('/metrics', ...access, metricsRoute(metrics.registry, config.metrics.token));
  }
  app.use(securityHeaders(config));
  const origins = allowedOrigins(config);
  const statementCounting = config.nodeEnv === 'test' ? [countStatements] : [];
  // Asked once per request: by the upload reader before it reads a file, then by GraphQL or REST.
  const viewers = new WeakMap<Request, Promise<Viewer>>();
  const viewerOf = (req: Request): Promise<Viewer> => {
    let viewer = viewers.get(req);
    if (!viewer) {
      viewer = services.auth.viewerFor(req.headers.authorization);
      viewers.set(req, viewer);
    }
    return viewer;
  };

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  // Redis is reported but does not decide readiness: without it rate limits count in PostgreSQL,
  // so taking every instance out of the balancer over it would take the site down for nothing.
  app.get('/readyz', async (_req, res) => {
    try {
      const [redis] = await Promise.all([
        services.rateLimiter.redisStatus(),
        services.dataSource.query('SELECT 1'),
      ]);
      res.json({ status: 'ready', ...(redis && { redis }) });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });

  // Apollo's csrfPrevention (on by default) refuses GraphQL requests a plain form could send.
  app.use(['/graphql', '/api'], noStore);
  app.use(
    '/graphql',
    corsPolicy(origins.graphql),
    ...(config.isProduction ? [] : [sandboxForLocalOnly]),
    express.json({ limit: '100kb' }),
    graphqlUploads(services.media, viewerOf),
    ...statementCounting,
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        viewer: await viewerOf(req),
        clientIp: clientIp(req),
      }),
    }),
  );
  // The REST API's contract, browsable where the development aids are (README: REST API).
  if (!config.isProduction) app.use('/api/docs', apiDocs(restApiDocument));
  app.use(
    '/api',
    corsPolicy(origins.api),
    crossSiteGuard(origins.api),
    restRouter(services, viewerOf, statementCounting),
  );
  if (!config.isProduction) {
    const { name, address } = config.mail.from;
    const outbox = services.dataSource.getRepository(OutboxMessage);
    app.use(
      '/dev/mail',
      localOnly,
      mailPreviewRoutes(outbox, name ? `${name} <${address}>` : address),
    );
  }
  app.use('/media', mediaRoutes(services.media));
  app.use(guideAccessRoutes(services.auth.guideAccess));
  const rendered = await serverRenderedPages({
    clientDist: config.clientDist,
    siteUrl: config.siteUrl,
    apollo,
    albums: services.albums,
    signedOut: () => services.auth.viewerFor(undefined),
  });
  if (rendered) app.use(rendered.crawlFiles);
  app.use(staticClient(config.clientDist, rendered?.pages));
  app.use((_req, _res, next) => next(new AppError('NOT_FOUND')));
  app.use(httpErrorHandler);

  return { app, stop: () => apollo.stop() };
}
