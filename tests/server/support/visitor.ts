import { randomInt } from 'node:crypto';
import { request, type HttpResult } from './http';

export interface GraphQLAnswer<Data> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> & { code?: string } }[];
}

/**
 * A made-up visitor address. The server trusts X-Forwarded-For from loopback, as it would from a
 * proxy there, so each test counts against per-IP limits of its own.
 */
export function visitorIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A GraphQL call from a given visitor address. */
export function graphqlFrom<Data = Record<string, unknown>>(
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; base?: string } = {},
): Promise<HttpResult<GraphQLAnswer<Data>>> {
  return request('POST', '/graphql', {
    body: { query, variables },
    headers: { 'x-forwarded-for': ip },
    ...options,
  });
}

/** A REST call from a given visitor address. */
export function restFrom<Body = unknown>(
  ip: string,
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; base?: string } = {},
): Promise<HttpResult<Body>> {
  return request<Body>(method, path, { body, headers: { 'x-forwarded-for': ip }, ...options });
}
