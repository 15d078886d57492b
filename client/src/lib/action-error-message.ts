import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@shared/account-rules';

/**
 * The specification's wording for a failed auth call: the server's message when it answered,
 * 'Server not responding…' when nothing came back, otherwise the fallback asking to retry later.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) return `${fallback}. Please try again later.`;
  if (isNoResponse(error)) return ACCOUNT_MESSAGES.serverNotResponding;
  if (error instanceof Error && error.message === ACCOUNT_MESSAGES.noToken) return error.message;
  return `${fallback}. Please try again later.`;
}

/**
 * The wording of the screens whose fallback is a whole sentence (reset, profile, delete): the
 * server's message when it answered, `noResponse` when nothing came back, else the fallback.
 */
export function actionErrorMessage(
  error: unknown,
  fallback: string,
  noResponse: string = ACCOUNT_MESSAGES.serverNotResponding,
): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (isNoResponse(error)) return noResponse;
  return fallback;
}

/** Fetch failed before any answer: network down, server gone, or the request timed out. */
function isNoResponse(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name !== 'SyntaxError')
  );
}

/** Per-field messages the server attached to a BAD_USER_INPUT error, if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
