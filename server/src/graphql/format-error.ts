import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, logFailure, toAppError } from '../common/errors';

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
    message: error.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: error.graphqlCode,
      ...(error.fields && { fields: error.fields }),
      ...(error.retryAfterSeconds && { retryAfterSeconds: error.retryAfterSeconds }),
    },
  };
}

/** Every error leaves through the code table; nothing internal (stack, SQL) reaches the client. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // A failed context (the viewer's lookup, say) arrives wrapped too, without a path.
  const original =
    unwrapped instanceof GraphQLError && unwrapped.originalError
      ? unwrapped.originalError
      : unwrapped;
  if (original instanceof AppError) return fromAppError(original, formatted);
  if (original instanceof ArgumentValidationError) {
    return fromAppError(AppError.invalidInput(validationFields(original)), formatted);
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  const appError = toAppError(original);
  logFailure('GraphQL', original, appError);
  return fromAppError(appError, formatted);
}
