import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request's log line learns while the request runs. */
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
