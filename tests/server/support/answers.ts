import { request } from './http';

/** What a client sees: the value, or the refusal (a REST status or a GraphQL code). */
export type Answer<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: number | string; message: string; fields?: Record<string, string> };

/** Who calls, and where: a signed-in account's token, a visitor's address, another server. */
export interface Caller {
  token?: string;
  /** Sent as X-Forwarded-For, so each test counts against per-address limits of its own. */
  ip?: string;
  acceptLanguage?: string;
  /** Another server's address than the shared one. */
  base?: string;
}

interface RestBody {
  message?: string;
  /** Each field's message. */
  errors?: Record<string, string>;
  [field: string]: unknown;
}

function headersOf({ ip, acceptLanguage }: Caller): Record<string, string> {
  return {
    ...(ip && { 'x-forwarded-for': ip }),
    ...(acceptLanguage && { 'accept-language': acceptLanguage }),
  };
}

/** A REST call's answer: its `field` (the whole body when none), or its refusal. */
export async function restAnswer<T>(
  method: string,
  path: string,
  field: string | undefined,
  caller: Caller = {},
  body?: unknown,
): Promise<Answer<T>> {
  const { token, base } = caller;
  const answer = await request<RestBody>(method, `/api${path}`, {
    body,
    token,
    base,
    headers: headersOf(caller),
  });
  if (answer.status < 300) {
    return { ok: true, value: (field ? answer.body[field] : answer.body) as T };
  }
  const { message = '', errors } = answer.body;
  return { ok: false, refusal: answer.status, message, fields: errors };
}

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
}

/** A GraphQL operation's one field, or its refusal. */
export async function graphqlAnswer<T>(
  query: string,
  variables: Record<string, unknown>,
  caller: Caller = {},
): Promise<Answer<T>> {
  const { token, base } = caller;
  const { body } = await request<GraphQLAnswer>('POST', '/graphql', {
    body: { query, variables },
    token,
    base,
    headers: headersOf(caller),
  });
  return graphqlBodyAnswer(body);
}

/** A GraphQL body's one field, or its refusal. */
export function graphqlBodyAnswer<T>(body: GraphQLAnswer): Answer<T> {
  const [error] = body.errors ?? [];
  if (!error && body.data) return { ok: true, value: Object.values(body.data)[0] as T };
  return {
    ok: false,
    refusal: error?.extensions?.code ?? '',
    message: error?.message ?? '',
    fields: error?.extensions?.fields,
  };
}

export function valueOf<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new Error(`Refused (${answer.refusal}): ${answer.message}`);
  return answer.value;
}
