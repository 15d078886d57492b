import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { UPLOAD_REJECTED } from './upload-rejected';
import type { ErrorCode } from '@lanka-tours/shared/error-codes';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';

/** The server's own words, when it answered with a GraphQL error or refused an upload. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || undefined;
  if (error instanceof Error && error.name === UPLOAD_REJECTED) return error.message;
  return undefined;
}

/** Whether any of the server's errors carries `code` (its `extensions.code`). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** Per-field messages the server attached to a BAD_USER_INPUT error, if any. */
export function serverFieldErrors<Field extends string = string>(
  error: unknown,
): FieldErrors<Field> {
  const fields = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.fields : null;
  return fields && typeof fields === 'object' ? (fields as FieldErrors<Field>) : {};
}

/** Fetch failed before any answer: network down, server gone, or the request timed out. */
export function isNoResponse(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof DOMException && error.name !== 'SyntaxError')
  );
}
