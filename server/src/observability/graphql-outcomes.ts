import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from '../common/errors';
import { currentRequest } from '../common/request-scope';

/** Apollo marks the client's mistakes (BAD_USER_INPUT…) with a code; a resolver's crash has none. */
function isUnexpected(code: unknown, original: unknown): boolean {
  if (original instanceof ArgumentValidationError) return false;
  return code === undefined || code === 'INTERNAL_SERVER_ERROR';
}

/**
 * GraphQL answers denials and failures inside a 200, so the request's log line would not see
 * them: this records each error's code and the status REST would give it, and the operation name.
 * Errors of the request itself (parse, validation) are the client's and Apollo answers them 400.
 */
export function graphqlOutcomes(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const scope = currentRequest();
      if (!scope) return undefined;
      return {
        async didResolveOperation({ operationName }) {
          if (operationName) scope.operation = operationName.slice(0, 64);
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (!error.originalError) continue;
            const original = unwrapResolverError(error);
            if (original instanceof AppError) {
              scope.errors.push({ code: original.code, status: original.status });
            } else if (isUnexpected(error.extensions?.code, original)) {
              scope.errors.push({ code: 'INTERNAL_SERVER_ERROR', status: 500 });
            }
          }
        },
      };
    },
  };
}
