import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from 'typeorm';

const requestStatements = new AsyncLocalStorage<{ count: number }>();

/** Header that reports how many SQL statements a request ran (NODE_ENV=test only). */
export const STATEMENT_COUNT_HEADER = 'X-SQL-Statements';

/**
 * TypeORM hands every statement it sends to its logger, whatever the log settings; this one only
 * counts them for the request being served, and logs nothing.
 */
export class StatementCountingLogger implements Logger {
  logQuery(): void {
    const store = requestStatements.getStore();
    if (store) store.count += 1;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}

/**
 * Counts the statements run while serving a request and reports them in a response header, so
 * tests can prove a query's cost. Mounted after body parsing: parsers resume from stream events,
 * outside the request's async context.
 */
export const countStatements: RequestHandler = (_req, res, next) => {
  const store = { count: 0 };
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
  res.writeHead = ((...args: unknown[]) => {
    if (!res.headersSent) res.setHeader(STATEMENT_COUNT_HEADER, String(store.count));
    return writeHead(...args);
  }) as typeof res.writeHead;
  requestStatements.run(store, next);
};
