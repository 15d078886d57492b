/**
 * How large and costly one GraphQL operation may be; anything over a limit is refused before any
 * resolver runs (query-limits.ts). Each number leaves room above what the client sends, measured
 * on its documents as Apollo Client sends them (with __typename added); the security tests check
 * every client operation against these limits.
 */
export const QUERY_LIMITS = {
  /**
   * Field nesting, fragments flattened. The client goes 4 deep (albums → coverImage → image →
   * url) and the schema's deepest path is 5; one level more leaves room for a new field, while
   * a cycle added to the schema later still cannot be nested without end.
   */
  maxDepth: 6,
  /**
   * Aliased fields (__typename excepted). The client uses none; a few stay possible for a
   * hand-written query, while one field aliased hundreds of times, each alias running its
   * resolver (or mutation) again, is refused.
   */
  maxAliases: 5,
  /** @include/@skip uses. The client uses none; thousands would only cost validation time. */
  maxDirectives: 10,
  /**
   * Lexical tokens. The largest client document (an album upload with its fragments) has 98 and
   * a query naming every field of the schema about 230; the bound keeps parsing and graphql's
   * quadratic field-merging check small.
   */
  maxTokens: 500,
  /** Comments are not counted as tokens; the client sends none. */
  maxComments: 50,
  /**
   * Characters of the document (variables apart). The largest client document has 620; inline
   * string arguments of a hand-written query still fit.
   */
  maxSourceLength: 20_000,
  /**
   * Armor's cost: an object 2, a scalar 1, each nesting level weighing 1.5 times more. The
   * costliest client operation (an album with all its photos) comes to 121; three full album
   * listings in one request go over.
   */
  maxCost: 300,
} as const;
