/**
 * How large and costly one GraphQL operation may be. Each number leaves room above the largest
 * operation the client sends (tests/security/graphql-limits.test.ts checks every one of them),
 * while keeping a hostile query from running: anything over a limit is refused before any
 * resolver runs.
 */
export const QUERY_LIMITS = {
  /**
   * Field nesting, fragments flattened. The deepest client operation is 4 (albums → coverImage →
   * image → url); the schema has nothing deeper than 5 to ask for, so 6 refuses only recursion.
   */
  maxDepth: 6,
  /**
   * Aliased fields. The client uses none; a few stay possible for hand-written queries, while
   * one field aliased hundreds of times (each alias runs its resolver again) is refused.
   */
  maxAliases: 5,
  /**
   * @include/@skip/@deprecated uses. The client uses none; a handful is plenty, and thousands
   * would cost validation time for nothing.
   */
  maxDirectives: 10,
  /**
   * Lexical tokens in the request document. The largest client document (the booking inbox
   * with its fragment) has about 80; a limit keeps parsing and the quadratic field-merging
   * check small.
   */
  maxTokens: 500,
  /** Comments are skipped by the token count; the client sends none. */
  maxComments: 50,
  /**
   * Characters in the document (variables are apart). The largest client document is about
   * 600; inline string arguments of a hand-written query still fit comfortably.
   */
  maxSourceLength: 20_000,
  /**
   * Armor's cost: every object 2, every scalar 1, each nesting level weighs 1.5 times more.
   * The costliest client operation (an album with its photos) comes to about 120.
   */
  maxCost: 400,
} as const;
