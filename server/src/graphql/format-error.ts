import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, logFailure, toAppError } from '../common/errors';
import { isParseLimitError } from './query-limits';

/** Failures of the request itself, which Apollo describes well enough for the client. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** graphql's hints at names close to a wrong one, which would map the schema for a stranger. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function validationFields(error: ArgumentValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const failure of error.extensions.validationErrors) {
    const first = Object.values(failure.constraints ?? {})[0];
    if (first) fields[failure.property] = first;
  }
  return fields;
}

function fromAppError(error: AppError, formatted: GraphQLFormattedError): GraphQLFormattedError {
  return {
    message: error.localizedMessage,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: error.graphqlCode,
      ...(error.fields && { fields: error.localizedFields }),
      ...(error.retryAfterSeconds && { retryAfterSeconds: error.retryAfterSeconds }),
    },
  };
}

function isRequestError(formatted: GraphQLFormattedError): boolean {
  const code = formatted.extensions?.code;
  return typeof code === 'string' && REQUEST_ERROR_CODES.has(code);
}

/**
 * What was thrown: a resolver's error, or one that arrives wrapped without a path, from a query
 * limit (query-limits.ts) or a failed context (the viewer's lookup while the database is down).
 */
function originalOf(error: unknown, formatted: GraphQLFormattedError): unknown {
  const original = unwrapResolverError(error);
  if (!(original instanceof GraphQLError) || !original.originalError) return original;
  const inner = original.originalError;
  return inner instanceof AppError || !isRequestError(formatted) ? inner : original;
}

export interface ErrorFormatterOptions {
  /** Asked per error: "Did you mean …?" is hidden so that guessing names does not map the schema. */
  hideSuggestions: () => boolean;
}

/** Every error leaves through the code table; nothing internal (stack, SQL) reaches the client. */
export function graphqlErrorFormatter({ hideSuggestions }: ErrorFormatterOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = originalOf(error, formatted);
    if (original instanceof AppError) return fromAppError(original, formatted);
    if (original instanceof ArgumentValidationError) {
      return fromAppError(AppError.invalidInput(validationFields(original)), formatted);
    }
    const code = formatted.extensions?.code;
    if (code === 'GRAPHQL_PARSE_FAILED' && isParseLimitError(formatted.message)) {
      return fromAppError(new AppError('QUERY_TOO_COMPLEX'), formatted);
    }
    if (isRequestError(formatted)) {
      const message = hideSuggestions()
        ? formatted.message.replace(SUGGESTION, '')
        : formatted.message;
      return { message, locations: formatted.locations, extensions: { code } };
    }
    const appError = toAppError(original);
    logFailure('GraphQL', original, appError);
    return fromAppError(appError, formatted);
  };
}
