import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@shared/account-rules';

/**
 * The specification's wording for a failed auth call: the server's message when it answered,
 * 'Server not responding…' when nothing came back, otherwise the fallback asking to retry later.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) return `${fallback}. Please try again later.`;
  if (
    error instanceof TypeError ||
    (error instanceof DOMException && error.name !== 'SyntaxError')
  ) {
    return ACCOUNT_MESSAGES.serverNotResponding;
  }
  if (error instanceof Error && error.message === ACCOUNT_MESSAGES.noToken) return error.message;
  return `${fallback}. Please try again later.`;
}

/** Per-field messages the server attached to a BAD_USER_INPUT error, if any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
