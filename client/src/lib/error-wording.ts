import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@shared/account-rules';
import { isNoResponse, serverMessage } from './server-errors';

// The screens' wording of a failure, from what lib/server-errors.ts reads off it.

/**
 * The specification's wording for a failed auth call: the server's message when it answered,
 * 'Server not responding…' when nothing came back, otherwise the fallback asking to retry later.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessage(error) ?? fallback;
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
  if (CombinedGraphQLErrors.is(error)) return serverMessage(error) ?? fallback;
  if (isNoResponse(error)) return noResponse;
  return fallback;
}
