import type { I18n } from '@lingui/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { isNoResponse, serverMessage } from './server-errors';
import { translateSharedMessage } from './translate-shared-message';

// The screens' wording of a failure, from what lib/server-errors.ts reads off it.

/**
 * The specification's wording for a failed auth call: the server's message when it answered,
 * 'Server not responding…' when nothing came back, otherwise the fallback asking to retry later
 * (in the language of `i18n`; the other answers go through `translateSharedMessage` as they are).
 */
export function authErrorMessage(error: unknown, fallback: string, i18n: I18n): string {
  if (CombinedGraphQLErrors.is(error)) return serverMessage(error) ?? fallback;
  if (isNoResponse(error)) return ACCOUNT_MESSAGES.serverNotResponding;
  if (error instanceof Error && error.message === ACCOUNT_MESSAGES.noToken) return error.message;
  return i18n._('{failure}. Please try again later.', {
    failure: translateSharedMessage(i18n, fallback),
  });
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
