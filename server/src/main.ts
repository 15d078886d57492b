import 'reflect-metadata';
import http from 'node:http';
import type { DataSource } from 'typeorm';
import { createApp } from './app';
import { logUnexpected } from './common/errors';
import { lifecycleLogger, logger, setLogLevel, useReadableLines } from './common/logger';
import { StartupError } from './common/startup-error';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/data-source';
import { refuseDemoDatabase } from './db/demo-data';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { EnquiryRetention } from './modules/booking';
import { createMailTransport, MailWorker } from './modules/mail';
import { MessageQueueWorker } from './modules/timed-messages';
import { createServices, type Services } from './services';

/** Listens, or fails with a message that says why (the port is taken, say) instead of crashing. */
function listen(httpServer: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new StartupError(
            `Port ${port} is already in use: stop the program using it, or set PORT to a free port.`,
          ),
        );
      } else reject(error);
    };
    httpServer.once('error', fail);
    httpServer.listen(port, host, () => {
      httpServer.off('error', fail);
      resolve();
    });
  });
}

/**
 * An upload still arriving at REQUEST_TIMEOUT_MS is cut off by the app, with an answer that says
 * why; Node's own cut (a 408 without a word, from the request's first byte) comes this much
 * later, for every other request and should the app's come too late.
 */
const NODE_CUT_AFTER_DEADLINE_MS = 5000;

/** How often the message queue looks for jobs that have fallen due. */
const QUEUE_POLL_MS = 2000;

function createHttpServer(config: Config): http.Server {
  // Request and header time limits are enforced when Node checks its connections (every 30 s by
  // default); once a second, so a request is cut off close to its limit.
  const httpServer = http.createServer({ connectionsCheckingInterval: 1000 });
  httpServer.requestTimeout = config.requestTimeoutMs + NODE_CUT_AFTER_DEADLINE_MS;
  // Headers are small: a client still sending them after 20 s is holding a connection open.
  httpServer.headersTimeout = Math.min(config.requestTimeoutMs, 20_000);
  return httpServer;
}

/** Bootstrap only: config → database → app → listen → graceful shutdown. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  setLogLevel(config.logLevel);
  if (!config.isProduction && process.stdout.isTTY) useReadableLines();
  const lifecycle = lifecycleLogger();
  let embedded: EmbeddedDatabase | undefined;
  let dataSource: DataSource | undefined;

  const closeDatabase = async () => {
    await dataSource?.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
  };

  // Whatever fails before the server listens (the database, a port in use) leaves nothing running.
  const httpServer = createHttpServer(config);
  let parts: { services: Services; stop: () => Promise<void> };
  try {
    if (!config.databaseUrl) {
      lifecycle.info(`Starting the embedded PostgreSQL in ${config.dataDir}`);
      embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedDbPort, lifecycle);
    }
    dataSource = await openDatabase(config.databaseUrl ?? embedded!.url, {
      countStatements: config.nodeEnv === 'test',
      pool: config.database,
    });
    if (config.isProduction) await refuseDemoDatabase(dataSource);
    const services = createServices(dataSource, config);
    // Listening before the first page is cached, so no change made meanwhile goes unheard.
    await services.siteChanges.listen();
    const { listener, stop } = await createApp(services, config, httpServer);
    httpServer.on('request', listener);
    await listen(httpServer, config.port, config.host);
    parts = { services, stop };
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const { services, stop } = parts;
  // In production the preview is not served, so without SMTP the mail waits for a server with it.
  const mailWorker =
    config.mail.smtpUrl || !config.isProduction
      ? new MailWorker(dataSource, createMailTransport(config.mail), config.mail)
      : undefined;
  if (mailWorker) mailWorker.start();
  else logger.warn('SMTP_URL is not set: emails wait in the outbox until it is');
  const retention = new EnquiryRetention(dataSource, config.enquiryRetentionMonths);
  retention.start();
  const queue = new MessageQueueWorker(
    config.databaseUrl ?? embedded!.url,
    services.timedMessage,
    QUEUE_POLL_MS,
  );
  await queue.start();
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  lifecycle.info(`Ready on http://localhost:${config.port} in ${seconds}s (${config.nodeEnv})`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.info(`${signal}: finishing in-flight requests, then stopping`);
    await stop();
    await queue.stop();
    // Requests and jobs may still queue mail while they finish, so the worker stops after them.
    await mailWorker?.stop();
    await retention.stop();
    await services.rateLimiter.close();
    await services.siteChanges.close();
    await closeDatabase();
    lifecycle.info('Stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    // Read by whoever starts the process, before any log is set up: plain text.
    process.stderr.write(`${error.message}\n`);
  } else {
    logUnexpected('start-up', error);
  }
  process.exit(1);
});
