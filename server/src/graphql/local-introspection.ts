import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import { fromThisMachine } from '../common/request-scope';

/** Apollo's own words when introspection is off, so a client sees one refusal either way. */
const REFUSED =
  'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.';

/**
 * Outside production, introspection (which the Sandbox needs) answers the person at this machine
 * only. Checked for every request, after Apollo's validation, whose result Apollo caches per
 * query text for every caller alike.
 */
export const introspectionFromThisMachineOnly: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ schema, document }) {
        if (fromThisMachine()) return Promise.resolve();
        if (!validate(schema, document, [NoSchemaIntrospectionCustomRule]).length) {
          return Promise.resolve();
        }
        return Promise.reject(
          new GraphQLError(REFUSED, {
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
          }),
        );
      },
    });
  },
};
