import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/** What one request carries while it runs: what its log line learns, and its language. */
export interface RequestScope {
  id: string;
  /** The signed-in user, once the viewer is resolved. */
  userId?: string;
  /** A bearer token was sent but refused (forged, expired or revoked). */
  tokenRefused?: boolean;
  /** The caller sits at this machine (http/local-request.ts): development aids are theirs. */
  local: boolean;
  /** The GraphQL operation's name, as the client gave it. */
  operation?: string;
  /** Codes of the errors answered inside a 200 (GraphQL), with the status REST would give them. */
  errors: { code: string; status: number }[];
  /** The site language the caller's Accept-Language asks for, if it names one (see accept-language.ts). */
  language?: SiteLanguage;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request inside its scope; everything it awaits sees the same scope. */
export function runInRequestScope(scope: RequestScope, next: () => void): void {
  scopes.run(scope, next);
}

/** The scope of the request being served, if any (the mail worker runs outside any). */
export function currentRequest(): RequestScope | undefined {
  return scopes.getStore();
}

/** Called where the viewer is resolved, so the request's line names who made it. */
export function noteUser(userId: string): void {
  const scope = currentRequest();
  if (scope) scope.userId = userId;
}

/** Whether the request being served comes from this machine, with no proxy between. */
export function fromThisMachine(): boolean {
  return currentRequest()?.local ?? false;
}

export function noteTokenRefused(): void {
  const scope = currentRequest();
  if (scope) scope.tokenRefused = true;
}

/**
 * The language the request asked for in Accept-Language, if any site language: what an email
 * the request causes is written in, before the account's own language.
 */
export function askedLanguage(): SiteLanguage | undefined {
  return currentRequest()?.language;
}

/** The language of the request's messages: the one asked for, else English. */
export function requestLanguage(): SiteLanguage {
  return askedLanguage() ?? DEFAULT_SITE_LANGUAGE;
}

/** Answers sent from the cache (http/cached-answers), before any router ran. */
const cachedAnswers = new WeakSet<ServerResponse>();

/**
 * Marks an answer as sent from the cache: its log line and metrics say route `(kept)` (REST) or
 * `/graphql`.
 */
export function markCached(res: ServerResponse): void {
  cachedAnswers.add(res);
}

export function wasCached(res: ServerResponse): boolean {
  return cachedAnswers.has(res);
}
