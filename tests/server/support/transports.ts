import type { LoginValues, RegisterValues } from './accounts';
import { graphql, rest, type HttpResult, type GraphQLBody } from './http';

/** The user as both transports describe it (REST's `_id` read as `id`). */
export interface AccountUser {
  id: string;
  name: string;
  email: string;
  country: string;
  createdAt: string;
  isAdmin: boolean;
}

export interface Session {
  token: string;
  user: AccountUser;
}

/** What a client sees of a failure: GraphQL shows a code, REST a status; both a message. */
export interface Failure {
  status: number;
  code?: string;
  /** REST's `status` field (`invalid_token`, `invalid_password`) where the spec defines one. */
  reason?: string;
  message: string;
  fields?: Record<string, string>;
}

export type Outcome<T> =
  | { ok: true; value: T; status: number; raw: unknown }
  | { ok: false; failure: Failure; status: number; raw: unknown };

export type FailureKind = 'emailTaken' | 'invalidCredentials' | 'sessionExpired';

interface ExpectedFailure {
  code: string;
  status: number;
  message: string;
  fields?: Record<string, string>;
}

/** The expected failures, written down from the specification rather than read from the server. */
export const FAILURES: Record<FailureKind, ExpectedFailure> = {
  emailTaken: {
    code: 'EMAIL_TAKEN',
    status: 409,
    message: 'An account with this email already exists',
    // The form shows it under the email field.
    fields: { email: 'An account with this email already exists' },
  },
  invalidCredentials: {
    code: 'INVALID_CREDENTIALS',
    status: 401,
    message: 'Invalid email or password',
  },
  sessionExpired: {
    code: 'UNAUTHENTICATED',
    status: 401,
    message: 'Session expired. Please sign in again.',
  },
};

export interface Transport {
  name: 'GraphQL' | 'REST';
  register(values: RegisterValues): Promise<Outcome<Session>>;
  login(values: LoginValues): Promise<Outcome<Session>>;
  me(token?: string): Promise<Outcome<AccountUser | null>>;
  /** The failure this transport's client should see. */
  expected(kind: FailureKind): Failure;
  /** A rejected form: the first field's message, and every field's. */
  invalid(fields: Record<string, string>): Failure;
}

const USER_FIELDS = 'id name email country createdAt isAdmin';

function fromGraphQL<T>(
  result: HttpResult<GraphQLBody>,
  pick: (data: Record<string, unknown>) => unknown,
): Outcome<T> {
  const { status, body } = result;
  const error = body.errors?.[0];
  if (error) {
    const { code, fields } = error.extensions ?? {};
    return {
      ok: false,
      status,
      raw: body,
      failure: { status, code, message: error.message, fields },
    };
  }
  return { ok: true, status, raw: body, value: pick(body.data ?? {}) as T };
}

export const graphqlTransport: Transport = {
  name: 'GraphQL',
  register: async (input) =>
    fromGraphQL(
      await graphql(
        `mutation Register($input: RegisterInput!) {
          register(input: $input) { token user { ${USER_FIELDS} } }
        }`,
        { input },
      ),
      (data) => data.register,
    ),
  login: async ({ email, password }) =>
    fromGraphQL(
      await graphql(
        `mutation Login($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`,
        { input: { email, password } },
      ),
      (data) => data.login,
    ),
  me: async (token) =>
    fromGraphQL(await graphql(`query Me { me { ${USER_FIELDS} } }`, {}, token), (data) => data.me),
  expected: (kind) => ({
    status: 200,
    code: FAILURES[kind].code,
    message: FAILURES[kind].message,
    fields: FAILURES[kind].fields,
  }),
  invalid: (fields) => ({
    status: 200,
    code: 'BAD_USER_INPUT',
    message: Object.values(fields)[0],
    fields,
  }),
};

interface RestBody {
  token?: string;
  user?: Record<string, unknown>;
  message?: string;
  errors?: Record<string, string>;
}

/** Keeps every key but `_id`, so anything extra the server sends still shows in comparisons. */
function restUser(user: Record<string, unknown> | undefined): AccountUser {
  const { _id, ...others } = user ?? {};
  return { id: _id, ...others } as AccountUser;
}

function fromRest<T>(
  result: HttpResult<RestBody>,
  successStatus: number,
  pick: (body: RestBody) => unknown,
): Outcome<T> {
  const { status, body } = result;
  if (status === successStatus) return { ok: true, status, raw: body, value: pick(body) as T };
  const failure: Failure = { status, message: body?.message ?? result.text, fields: body?.errors };
  return { ok: false, status, raw: body, failure };
}

const restSession = (body: RestBody): Session => ({
  token: body.token as string,
  user: restUser(body.user),
});

export const restTransport: Transport = {
  name: 'REST',
  register: async (input) =>
    fromRest(await rest<RestBody>('POST', '/api/auth/register', input), 201, restSession),
  login: async ({ email, password }) =>
    fromRest(
      await rest<RestBody>('POST', '/api/auth/login', { email, password }),
      200,
      restSession,
    ),
  me: async (token) =>
    fromRest(await rest<RestBody>('GET', '/api/auth/me', undefined, token), 200, (body) =>
      restUser(body.user),
    ),
  expected: (kind) => ({
    status: FAILURES[kind].status,
    message: FAILURES[kind].message,
    fields: FAILURES[kind].fields,
  }),
  invalid: (fields) => ({ status: 400, message: Object.values(fields)[0], fields }),
};

export const TRANSPORTS = [graphqlTransport, restTransport];

export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) {
    throw new Error(`Expected success, got ${outcome.status} ${JSON.stringify(outcome.raw)}`);
  }
  return outcome.value;
}

export function failureOf<T>(outcome: Outcome<T>): Failure {
  if (outcome.ok) {
    throw new Error(`Expected a failure, got ${outcome.status} ${JSON.stringify(outcome.raw)}`);
  }
  return outcome.failure;
}
