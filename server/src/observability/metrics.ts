import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/errors';
import { bearerToken } from '../common/request-context';
import type { RequestObserver } from './request-log';

/** What TypeORM's PostgreSQL driver keeps as `master`: a pg Pool. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface Metrics extends RequestObserver {
  registry: Registry;
}

const LABELS = ['method', 'route', 'status_class'] as const;

/**
 * The process's metrics in one registry: requests by method, route pattern and status class
 * (bounded labels), the outbox backlog and the database pool, read when scraped, and Node's own.
 */
export function createMetrics(dataSource: DataSource): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: LABELS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its response ending',
    labelNames: LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  registerOutboxGauges(registry, dataSource);
  registerPoolGauges(registry, dataSource);
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
  };
}

function registerOutboxGauges(registry: Registry, dataSource: DataSource): void {
  const oldest = new Gauge({
    name: 'mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest email still to deliver (0 when none)',
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_pending',
    help: 'Emails queued or being sent; NaN when the database cannot be read',
    registers: [registry],
    // Read at scrape time through the worker's own partial index; every instance reports the
    // same shared backlog.
    async collect() {
      try {
        const [row] = (await dataSource.query(
          `SELECT count(*)::int AS pending,
                  coalesce(extract(epoch FROM now() - min(created_at)), 0)::float AS oldest
             FROM outbox WHERE status IN ('queued', 'sending')`,
        )) as { pending: number; oldest: number }[];
        this.set(row.pending);
        oldest.set(row.oldest);
      } catch {
        this.set(NaN);
        oldest.set(NaN);
      }
    },
  });
}

function registerPoolGauges(registry: Registry, dataSource: DataSource): void {
  const pool = () => (dataSource.driver as unknown as { master?: PgPool }).master;
  const gauge = (name: string, help: string, read: (pool: PgPool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const current = pool();
        this.set(current ? read(current) : NaN);
      },
    });
  gauge('db_pool_connections', 'Open connections to PostgreSQL', (p) => p.totalCount);
  gauge('db_pool_idle_connections', 'Open connections not in use', (p) => p.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a free connection', (p) => p.waitingCount);
}

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** GET /metrics in Prometheus' text format; with a token, only for `Authorization: Bearer <token>`. */
export function metricsRoute(registry: Registry, token: string | undefined): RequestHandler {
  return async (req, res) => {
    if (token && !sameSecret(bearerToken(req.headers.authorization) ?? '', token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED');
    }
    res.setHeader('Content-Type', registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  };
}
