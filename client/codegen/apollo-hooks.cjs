// The named hooks of the client's operations (`useFeedbackListQuery`, `useCreateFeedbackMutation`):
// thin wrappers over Apollo Client's own hooks and the typed documents of typed-document-node, so
// that the compiler checks each hook's options, variables and result like any other code.
const { Kind } = require('graphql');

/** Apollo's hook and the type names' suffix for each kind of operation given a named hook. */
const HOOKS = {
  query: { apolloHook: 'useQuery', suffix: 'Query' },
  mutation: { apolloHook: 'useMutation', suffix: 'Mutation' },
};

/** A query's options may be left out unless it has a variable that is non-null with no default. */
function optionsOptional(operation) {
  if (operation.operation === 'mutation') return true; // its variables go to the mutate function
  return (operation.variableDefinitions ?? []).every(
    (variable) => variable.type.kind !== Kind.NON_NULL_TYPE || variable.defaultValue !== undefined,
  );
}

function namedHook(operation) {
  const { apolloHook, suffix } = HOOKS[operation.operation];
  const name = operation.name.value;
  const types = `${name}${suffix}, ${name}${suffix}Variables`;
  const optional = optionsOptional(operation) ? '?' : '';
  return [
    `export function use${name}${suffix}(options${optional}: ${apolloHook}.Options<${types}>) {`,
    `  return ${apolloHook}<${types}>(${name}Document, options);`,
    '}',
  ].join('\n');
}

module.exports = {
  plugin(_schema, documents) {
    const operations = documents
      .flatMap((file) => file.document?.definitions ?? [])
      .filter(
        (node) => node.kind === Kind.OPERATION_DEFINITION && node.name && HOOKS[node.operation],
      );
    const apolloHooks = [
      ...new Set(operations.map((operation) => HOOKS[operation.operation].apolloHook)),
    ];
    return {
      prepend: apolloHooks.length
        ? [`import { ${apolloHooks.sort().join(', ')} } from '@apollo/client/react';`]
        : [],
      content: operations.map(namedHook).join('\n'),
    };
  },
};
