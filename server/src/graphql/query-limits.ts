import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { AppError } from '../common/errors';
import { QUERY_LIMITS } from './cost-limits';

/**
 * Armor throws its own "Syntax Error: …" by default, which would escape validation as an
 * internal error; instead each refusal is reported as a validation error that carries the
 * QUERY_TOO_COMPLEX code (format-error.ts reads it from originalError).
 */
const refused = new WeakSet<ValidationContext>();
const refuse = (context: ValidationContext | null) => {
  // One refusal per request, however many limits the operation breaks.
  if (!context || refused.has(context)) return;
  refused.add(context);
  const refusal = new AppError('QUERY_TOO_COMPLEX');
  context.reportError(new GraphQLError(refusal.message, { originalError: refusal }));
};

const reject = { onReject: [refuse], propagateOnRejection: false };

/**
 * The validation rules that bound an operation's shape and cost. Fragments, named or inline,
 * are expanded where they are spread (flattenFragments), so they count like the fields they
 * stand for; fragment cycles are refused by graphql's own NoFragmentCyclesRule.
 */
export const queryLimitRules: ValidationRule[] = [
  maxDepthRule({ n: QUERY_LIMITS.maxDepth, flattenFragments: true, ...reject }),
  maxAliasesRule({ n: QUERY_LIMITS.maxAliases, ...reject }),
  maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives, ...reject }),
  costLimitRule({ maxCost: QUERY_LIMITS.maxCost, flattenFragments: true, ...reject }),
];

/** graphql's parser refuses a document past these sizes before building anything from it. */
export const queryParseOptions: ParseOptions = {
  maxLexicalTokens: QUERY_LIMITS.maxTokens,
  maxComments: QUERY_LIMITS.maxComments,
  maxSourceLength: QUERY_LIMITS.maxSourceLength,
};

/** The parser's refusal of a document over one of those sizes, in graphql's own wording. */
export function isParseLimitError(message: string): boolean {
  return /(Document|Source) contains more th(?:at|an) \d+ (tokens|comments|UTF-16 code units)/.test(
    message,
  );
}
