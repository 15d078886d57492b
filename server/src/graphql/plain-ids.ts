import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLID,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { hasControlCharacters } from '../common/control-characters';
import { AppError } from '../common/errors';

const isIdType = (info: TypeInfo) => getNamedType(info.getInputType()) === GraphQLID;

/** Whether a variable's value (or any value within it) holds a control character. */
const holdsControlCharacters = (value: unknown): boolean =>
  typeof value === 'string'
    ? hasControlCharacters(value)
    : typeof value === 'object' &&
      value !== null &&
      Object.values(value).some(holdsControlCharacters);

/** A control character escaped in a string of the query (`"\u0000"`); raw ones do not parse. */
const ESCAPED_CONTROL = /\\u00[01][0-9a-f]|\\u007f/i;

/** Whether an ID the operation names, written in it or passed as a variable, holds one. */
function namesUnreadableId(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
): boolean {
  const info = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(info, {
      StringValue(node) {
        if (isIdType(info) && hasControlCharacters(node.value)) found = true;
      },
      VariableDefinition(node) {
        if (isIdType(info) && holdsControlCharacters(variables[node.variable.name.value])) {
          found = true;
        }
      },
    }),
  );
  return found;
}

/**
 * No id of the site holds a control character (and PostgreSQL refuses NUL in text): an
 * operation that names one is refused as bad input (400), as the REST API refuses such an
 * address, before any resolver runs. Slugs and keys, which are strings, are checked where they
 * are read (common/control-characters).
 */
export const plainIdsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    let refused = false;
    return {
      async didResolveOperation({ document, request, schema }) {
        const variables = request.variables ?? {};
        // The typed look at the operation only when something may be there to find.
        const suspect =
          holdsControlCharacters(variables) || ESCAPED_CONTROL.test(request.query ?? '');
        if (!suspect || !namesUnreadableId(schema, document, variables)) return;
        refused = true;
        throw new AppError('CONTROL_CHARACTERS');
      },
      async willSendResponse({ response }) {
        if (refused) response.http.status = 400;
      },
    };
  },
};
