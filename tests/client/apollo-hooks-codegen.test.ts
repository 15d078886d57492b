import { type DocumentNode, parse } from 'graphql';

/** The codegen plugin as codegen calls it: the schema (which it does not read) and the documents. */
interface CodegenPlugin {
  plugin(
    schema: null,
    documents: { document: DocumentNode }[],
  ): { prepend: string[]; content: string };
}
const { plugin } = jest.requireActual<CodegenPlugin>('../../client/codegen/apollo-hooks.cjs');

function hooksOf(source: string): string {
  const { prepend, content } = plugin(null, [{ document: parse(source) }]);
  return [...prepend, content].join('\n');
}

test('a query needs its options only when a variable is required and has no default', () => {
  const hooks = hooksOf(`
    query Reviews($limit: Int) { reviews(limit: $limit) { id } }
    query Review($id: ID!) { review(id: $id) { id } }
    query Pages($size: Int! = 10) { pages(size: $size) }
  `);
  expect(hooks).toContain(
    "import { useQuery } from '@apollo/client/react';\n" +
      'export function useReviewsQuery(options?: useQuery.Options<ReviewsQuery, ReviewsQueryVariables>) {\n' +
      '  return useQuery<ReviewsQuery, ReviewsQueryVariables>(ReviewsDocument, options);\n' +
      '}',
  );
  expect(hooks).toContain(
    'export function useReviewQuery(options: useQuery.Options<ReviewQuery, ReviewQueryVariables>)',
  );
  expect(hooks).toContain(
    'export function usePagesQuery(options?: useQuery.Options<PagesQuery, PagesQueryVariables>)',
  );
});

test('a mutation takes its variables when it runs, and subscriptions and fragments get no hook', () => {
  const hooks = hooksOf(`
    mutation RemoveReview($id: ID!) { removeReview(id: $id) }
    subscription ReviewAdded { reviewAdded { ...ReviewCard_review } }
    fragment ReviewCard_review on Review { id }
  `);
  expect(hooks).toBe(
    "import { useMutation } from '@apollo/client/react';\n" +
      'export function useRemoveReviewMutation(options?: useMutation.Options<RemoveReviewMutation, RemoveReviewMutationVariables>) {\n' +
      '  return useMutation<RemoveReviewMutation, RemoveReviewMutationVariables>(RemoveReviewDocument, options);\n' +
      '}',
  );
});
