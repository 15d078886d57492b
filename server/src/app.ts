import type { RequestListener, Server } from 'node:http';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express, type Request } from 'express';
import { httpErrorHandler } from './common/http-error-handler';
import { AppError, rethrowAsUnavailable } from './common/errors';
import type { Config } from './config';
import type { Viewer } from './common/request-context';
import { createApolloServer } from './apollo-server';
import { mailPreviewRoutes, OutboxMessage } from './modules/mail';
import { countStatements } from './db/statement-counter';
import { graphqlUploads, MAX_FILES_PER_REQUEST } from './graphql/upload-middleware';
import { mediaRoutes } from './modules/media';
import { restApiDocument, restRouter } from './rest-router';
import { clientIp } from './rest/rest-helpers';
import type { Services } from './services';
import { staticClient } from './static-client';
import { serverRenderedPages } from './modules/pages';
import { guideAccessRoutes } from './modules/auth';
import { PAYMENT_NOTIFICATIONS_PREFIX, paymentNotificationRoutes } from './modules/tour-bookings';
import { allowedOrigins } from './http/allowed-origins';
import { apiDocs } from './http/api-docs';
import { corsPolicy } from './http/cors-policy';
import { refuseControlCharacters } from './http/control-characters';
import { crossSiteGuard } from './http/cross-site-guard';
import { localOnly, sandboxForLocalOnly } from './http/local-request';
import { noStore } from './http/no-store';
import { CachedAnswers } from './http/cached-answers';
import { publicGraphqlReads } from './graphql/public-operations';
import { readJsonBody, refuseUnreadableBody } from './graphql/json-body';
import { publicRestReads } from './rest/public-rest-reads';
import { securityHeaders } from './http/security-headers';
import { drainUnreadBody } from './http/unread-body';
import { uploadRequestLimit } from './http/upload-body';
import { createMetrics, metricsRoute } from './observability/metrics';
import { recordRequest, requestLog } from './observability/request-log';

/** How long the rest of a refused request's body is read before its connection is closed. */
const REFUSED_BODY_DRAIN_MS = 10_000;

export interface AppParts {
  app: Express;
  /**
   * What the HTTP server hands every request to: the replays of cached public answers
   * (http/cached-answers) first, then the app.
   */
  listener: RequestListener;
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
  const graphqlCors = corsPolicy(origins.graphql);
  const apiCors = corsPolicy(origins.api);
  // Visitors' public reads are answered from memory until a change (docs/caching.md), before
  // anything else runs; a GraphQL body is read first for their key.
  const cachedAnswers = new CachedAnswers(
    services.siteChanges,
    (req, res) => recordRequest(req, res, metrics),
    config.cachedReadsMaxBytes,
  );
  app.use('/graphql', readJsonBody);
  app.use(
    cachedAnswers.answerCached([
      { reads: publicGraphqlReads, headers: graphqlCors },
      { reads: publicRestReads, headers: apiCors },
    ]),
  );
  // A refused upload's answer must reach a client still sending its body (http/unread-body).
  app.use(
    drainUnreadBody({
      ms: REFUSED_BODY_DRAIN_MS,
      bytes: uploadRequestLimit(MAX_FILES_PER_REQUEST, config.media.maxFileBytes),
    }),
  );
  const statementCounting = config.nodeEnv === 'test' ? [countStatements] : [];
  // Asked once per request: by the upload reader before it reads a file, then by GraphQL or REST.
  const viewers = new WeakMap<Request, Promise<Viewer>>();
  const viewerOf = (req: Request): Promise<Viewer> => {
    let viewer = viewers.get(req);
    if (!viewer) {
      // A connection cut under the session's lookup is an outage too, also in GraphQL's context.
      viewer = services.auth.viewerFor(req.headers.authorization).catch(rethrowAsUnavailable);
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
    graphqlCors,
    ...(config.isProduction ? [] : [sandboxForLocalOnly]),
    refuseUnreadableBody,
    cachedAnswers.cacheAnswers(publicGraphqlReads),
    graphqlUploads(services.media, viewerOf),
    ...statementCounting,
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        viewer: await viewerOf(req),
        clientIp: clientIp(req),
      }),
    }),
  );
  // The REST API's contract, browsable where the development aids are (docs/architecture.md, The REST API).
  if (!config.isProduction) app.use('/api/docs', apiDocs(restApiDocument));
  app.use(PAYMENT_NOTIFICATIONS_PREFIX, paymentNotificationRoutes(services.tourDeposits, services));
  app.use(
    '/api',
    apiCors,
    crossSiteGuard(origins.api),
    refuseControlCharacters,
    cachedAnswers.cacheAnswers(publicRestReads),
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
    mostBytes: config.cachedReadsMaxBytes,
    apollo,
    albums: services.albums,
    changes: services.siteChanges,
    signedOut: () => services.auth.viewerFor(undefined),
  });
  if (rendered) app.use(rendered.crawlFiles);
  app.use(staticClient(config.clientDist, rendered?.pages));
  app.use((_req, _res, next) => next(new AppError('NOT_FOUND')));
  app.use(httpErrorHandler);

  const listener = cachedAnswers.answerFirst([publicGraphqlReads, publicRestReads], app);
  return { app, listener, stop: () => apollo.stop() };
}
