import { request } from './http';
import type { Failure, Outcome } from './transports';
import { graphqlFrom, restFrom, visitorIp, type GraphQLAnswer } from './visitor';
import type { HttpResult } from './http';
import { withDatabase } from './database';

export interface ForgotAnswer {
  message: string;
  previewUrl?: string;
}

export type RecoveryFailureKind = 'invalidToken' | 'invalidPassword';

/** The specification's reset errors (section 8), written down rather than read from the server. */
const RESET_FAILURES: Record<
  RecoveryFailureKind,
  { code: string; reason: string; message: string }
> = {
  invalidToken: {
    code: 'INVALID_RESET_TOKEN',
    reason: 'invalid_token',
    message: 'This reset link has expired or is invalid. Please request a new password reset link.',
  },
  invalidPassword: {
    code: 'INVALID_NEW_PASSWORD',
    reason: 'invalid_password',
    message: 'Your new password is invalid. Password must be at least 6 characters.',
  },
};

export const FORGOT_MESSAGE = 'Check your email for password reset instructions';
export const RESET_MESSAGE = 'Password reset successful! You can now login with your new password.';

export interface RecoveryTransport {
  name: 'GraphQL' | 'REST';
  forgotPassword(email: string, ip?: string): Promise<Outcome<ForgotAnswer>>;
  resetPassword(token: string, password: string): Promise<Outcome<{ message: string }>>;
  expected(kind: RecoveryFailureKind): Failure;
}

function fromGraphQL<T>(result: HttpResult<GraphQLAnswer<Record<string, T>>>, field: string) {
  const error = result.body.errors?.[0];
  if (error) {
    const failure: Failure = {
      status: result.status,
      code: error.extensions?.code,
      message: error.message,
    };
    return { ok: false, status: result.status, raw: result.body, failure } as Outcome<T>;
  }
  const value = result.body.data?.[field] as T;
  return { ok: true, status: result.status, raw: result.body, value } as Outcome<T>;
}

function fromRest<T>(result: HttpResult<Record<string, unknown>>): Outcome<T> {
  const { status, body } = result;
  if (status === 200) return { ok: true, status, raw: body, value: body as T };
  const failure: Failure = {
    status,
    message: String(body?.message ?? result.text),
    ...(typeof body?.status === 'string' && { reason: body.status }),
  };
  return { ok: false, status, raw: body, failure };
}

export const graphqlRecovery: RecoveryTransport = {
  name: 'GraphQL',
  forgotPassword: async (email, ip = visitorIp()) =>
    fromGraphQL(
      await graphqlFrom(
        ip,
        'mutation ($email: String!) { forgotPassword(email: $email) { message previewUrl } }',
        { email },
      ),
      'forgotPassword',
    ),
  resetPassword: async (token, password) =>
    fromGraphQL(
      await graphqlFrom(
        visitorIp(),
        `mutation ($token: String!, $password: String!) {
          resetPassword(token: $token, password: $password) { message }
        }`,
        { token, password },
      ),
      'resetPassword',
    ),
  expected: (kind) => ({
    status: 200,
    code: RESET_FAILURES[kind].code,
    message: RESET_FAILURES[kind].message,
  }),
};

export const restRecovery: RecoveryTransport = {
  name: 'REST',
  forgotPassword: async (email, ip = visitorIp()) =>
    fromRest(await restFrom(ip, 'POST', '/api/auth/forgot-password', { email })),
  resetPassword: async (token, password) =>
    fromRest(
      await restFrom(visitorIp(), 'POST', `/api/auth/reset-password/${token}`, { password }),
    ),
  expected: (kind) => ({
    status: 400,
    reason: RESET_FAILURES[kind].reason,
    message: RESET_FAILURES[kind].message,
  }),
};

export const RECOVERY_TRANSPORTS = [graphqlRecovery, restRecovery];

export interface PreviewedEmail {
  page: string;
  /** The first reset link in the email, and its token. */
  resetLink?: string;
  token?: string;
}

/** Opens a previewUrl on the test server (its host is PUBLIC_URL's, the path is what counts). */
export async function openPreview(previewUrl: string, base?: string): Promise<PreviewedEmail> {
  const { pathname } = new URL(previewUrl);
  const response = await request('GET', pathname, { base });
  if (response.status !== 200) throw new Error(`Preview ${pathname} answered ${response.status}`);
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\/([\w-]+)/.exec(response.text);
  return { page: response.text, resetLink: link?.[0], token: link?.[1] };
}

/**
 * The newest email queued for an address, as its reader sees it: visitors elsewhere get no
 * preview link in their answers, so the mailbox (the outbox) tells which email to open.
 */
export async function openLatestMailTo(
  address: string,
  server: { databaseUrl?: string; base?: string } = {},
): Promise<PreviewedEmail> {
  const newest = (await outboxFor(address, server.databaseUrl)).at(-1);
  if (!newest) throw new Error(`No email was queued for ${address}`);
  return openPreview(`http://localhost/dev/mail/${newest.id}`, server.base);
}

export interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  last_error: string | null;
  reply_to: string | null;
  to_address: string;
}

/** The emails queued for an address, oldest first. */
export function outboxFor(address: string, databaseUrl?: string): Promise<OutboxRow[]> {
  return withDatabase(async (db) => {
    const result = await db.query<OutboxRow>(
      `SELECT id, kind, status, subject, text, html, attempts, last_error, reply_to, to_address
         FROM outbox WHERE lower(to_address) = lower($1) ORDER BY created_at`,
      [address],
    );
    return result.rows;
  }, databaseUrl);
}
