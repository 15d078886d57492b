import type { Request } from 'express';
import { Kind, parse, type DocumentNode, type ValueNode } from 'graphql';
import { SITE_PARTS, type SitePart } from '../common/read-cache';
import type { PublicReads } from '../http/cached-answers';
import type { IncomingMessage } from 'node:http';
import { rawJsonBody, readBeforeExpress } from './json-body';

/**
 * Root fields whose answer is the same for every visitor (a preview aside, see below), with the
 * part of the site each reads.
 */
const PUBLIC_FIELDS = new Map<string, SitePart | undefined>([
  ['__typename', undefined],
  ['albums', 'albums'],
  ['album', 'albums'],
  ['contentPage', 'content'],
  ['feedbackSummary', 'feedback'],
  ['feedbacks', 'feedback'],
  ['siteContent', 'content'],
]);

/**
 * The parts of the site a query reads, by its root fields: every part when it asks for anything
 * but public fields, or cannot be read.
 */
export function partsReadBy(query: string): ReadonlySet<SitePart> {
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return SITE_PARTS;
  }
  const parts = new Set<SitePart>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) continue;
    if (definition.kind !== Kind.OPERATION_DEFINITION) return SITE_PARTS;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !PUBLIC_FIELDS.has(selection.name.value)) {
        return SITE_PARTS;
      }
      const part = PUBLIC_FIELDS.get(selection.name.value);
      if (part) parts.add(part);
    }
  }
  return parts;
}

/** A longer query is not cached: public pages send short ones. */
const LONGEST_QUERY = 10_000;

interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

function requestOf(req: Request): GraphqlRequest | undefined {
  if (req.method === 'POST') return req.body as GraphqlRequest | undefined;
  return req.method === 'GET' ? (req.query as GraphqlRequest) : undefined;
}

function variablesOf(variables: unknown): Record<string, unknown> {
  if (typeof variables !== 'string') return (variables ?? {}) as Record<string, unknown>;
  try {
    return JSON.parse(variables) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** Whether an argument asks for something (`preview: true`, or a variable holding true). */
function askedFor(value: ValueNode, variables: Record<string, unknown>): boolean {
  if (value.kind === Kind.BOOLEAN) return value.value;
  return value.kind === Kind.VARIABLE ? Boolean(variables[value.name.value]) : true;
}

/** Queries only, of public root fields only, none of them asking for a preview. */
function isPublic(document: DocumentNode, variables: Record<string, unknown>): boolean {
  return document.definitions.every((definition) => {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) return true;
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'query') {
      return false;
    }
    return definition.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        PUBLIC_FIELDS.has(selection.name.value) &&
        !selection.arguments?.some(
          (argument) => argument.name.value === 'preview' && askedFor(argument.value, variables),
        ),
    );
  });
}

function hasNoErrors(body: string): boolean {
  try {
    return !('errors' in (JSON.parse(body) as object));
  } catch {
    return false;
  }
}

/** Only the endpoint itself: a query string is part of a GET's question, never of a POST's. */
const isEndpoint = (req: Request) =>
  req.method === 'POST'
    ? req.originalUrl === '/graphql'
    : req.originalUrl.startsWith('/graphql?') || req.originalUrl === '/graphql';

/** What Apollo answers by besides the question: the answer's type, the body's, the CSRF check. */
const askedBy = (req: IncomingMessage) =>
  JSON.stringify([
    req.method,
    req.headers.accept,
    req.headers['content-type'],
    Boolean(req.headers['apollo-require-preflight'] ?? req.headers['x-apollo-operation-name']),
  ]);

/** A POST's key: its body's bytes come last, so nothing in them can pass for a header. */
const postKey = (req: IncomingMessage, body: Buffer) => `${askedBy(req)}${body.toString('latin1')}`;

/**
 * GraphQL's public reads, asked with GET or POST. The key holds everything Apollo answers by: the
 * query, its variables, operation and extensions (a POST's JSON body as its bytes: see
 * json-body), the answer's type (Accept), the body's type and the headers that pass its
 * cross-site check, so a request it would refuse never meets a cached answer.
 */
export const publicGraphqlReads: PublicReads = {
  keyOf(req) {
    if (!isEndpoint(req)) return undefined;
    const request = requestOf(req);
    if (typeof request?.query !== 'string' || request.query.length > LONGEST_QUERY) {
      return undefined;
    }
    if (req.method === 'POST') {
      const raw = rawJsonBody(req);
      return raw && postKey(req, raw);
    }
    const { query, variables, operationName, extensions } = request;
    const asks = [query, variables, operationName, extensions].map((part) => part ?? null);
    return `${askedBy(req)}${JSON.stringify(asks)}`;
  },
  // Before Express, only a POST's question is read (a GET's is left to Express's query parser).
  bodyFirst: (req) =>
    req.method === 'POST' && req.url === '/graphql' ? readBeforeExpress(req) : undefined,
  rawKeyOf: (req, body) => (body ? postKey(req, body) : undefined),
  partsOf: (req) => partsReadBy(String(requestOf(req)?.query)),
  cacheable(req, body) {
    const request = requestOf(req);
    try {
      const document = parse(String(request?.query));
      return isPublic(document, variablesOf(request?.variables)) && hasNoErrors(body);
    } catch {
      return false;
    }
  },
};
