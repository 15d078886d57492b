import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { newAccount } from '../server/support/accounts';
import { BOOKING_TRANSPORTS, bookingForm, storedBookings } from '../server/support/bookings';
import { countAccounts, withDatabase } from '../server/support/database';
import { FEEDBACK_TRANSPORTS, validFeedback } from '../server/support/feedback';
import { agedFormTicket } from '../server/support/form-tickets';
import { graphql, rest } from '../server/support/http';
import { jwtSecret } from '../server/support/test-env';
import { HOUR, now, REJECTED_TOKENS, withClaims, type TokenMaker } from '../server/support/tokens';
import { restTransport, TRANSPORTS, valueOf, type Session } from '../server/support/transports';
import { visitorIp } from '../server/support/visitor';

const SESSION_EXPIRED = 'Session expired. Please sign in again.';

/** Beyond `me`'s list: a token naming someone else, a borrowed signature, and real revocations. */
const MORE_REJECTED_TOKENS: [string, TokenMaker][] = [
  [
    "a token whose subject was changed to another user's (signature kept)",
    async ({ token }) => {
      const other = valueOf(await restTransport.register(newAccount()));
      return withClaims(token, { sub: other.user.id });
    },
  ],
  [
    "a token carrying another token's signature",
    ({ token, user }) => {
      const [, , signature] = jwt.sign({ sub: user.id, tv: 0, x: 1 }, jwtSecret()).split('.');
      return `${token.split('.').slice(0, 2).join('.')}.${signature}`;
    },
  ],
  [
    'a token signed with the right secret but without an expiry',
    ({ user }) => jwt.sign({ sub: user.id, tv: 0 }, jwtSecret()),
  ],
  [
    'a token signed with the right secret by another algorithm (HS512)',
    ({ user }) =>
      jwt.sign({ sub: user.id, tv: 0 }, jwtSecret(), { algorithm: 'HS512', expiresIn: HOUR }),
  ],
  [
    'a token from before "sign out of other devices"',
    async ({ token }) => {
      await graphql('mutation { signOutOtherDevices { token } }', {}, token);
      return token;
    },
  ],
  [
    'a token from before a password change',
    async ({ token }) => {
      await graphql(
        'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
        { input: { currentPassword: newAccount().password, newPassword: 'adams-peak-2243' } },
        token,
      );
      return token;
    },
  ],
];

/** A refusal as each transport says it, read the same way for every call. */
function refusal(outcome: {
  ok: boolean;
  status?: number;
  code?: string;
  message?: string;
  failure?: { status: number; code?: string; message: string };
}) {
  if (outcome.ok) return 'allowed';
  const { status, code, message } = outcome.failure ?? outcome;
  return { status, code, message };
}

/** What signed-in visitors do: each call answers ok or the way the transport refuses. */
function callsOver(name: 'GraphQL' | 'REST') {
  const feedback = FEEDBACK_TRANSPORTS.find((t) => t.name === name)!;
  const bookings = BOOKING_TRANSPORTS.find((t) => t.name === name)!;
  const profile =
    name === 'GraphQL'
      ? async (token: string, input: object) => {
          const { body } = await graphql(
            'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
            { input },
            token,
          );
          const error = body.errors?.[0];
          return error
            ? { ok: false, status: 200, code: error.extensions?.code, message: error.message }
            : { ok: true };
        }
      : async (token: string, input: object) => {
          const { status, body } = await rest<{ message: string }>(
            'PUT',
            '/api/auth/update-profile',
            input,
            token,
          );
          return { ok: status === 200, status, message: body.message };
        };
  const myFeedback =
    name === 'GraphQL'
      ? async (token: string) => {
          const { body } = await graphql('{ myFeedback { id } }', {}, token);
          const error = body.errors?.[0];
          return error
            ? { ok: false, status: 200, code: error.extensions?.code, message: error.message }
            : { ok: true };
        }
      : async (token: string) => {
          const { status, body } = await rest<{ message: string }>(
            'GET',
            '/api/feedback/user/me',
            undefined,
            token,
          );
          return { ok: status === 200, status, message: body.message };
        };
  return { feedback, bookings, profile, myFeedback };
}

function feedbackWithComment(comment: string): Promise<number> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM feedback WHERE comment = $1',
      [comment],
    );
    return Number(rows[0].n);
  });
}

describe.each(TRANSPORTS)('rejected tokens over $name', ({ name }) => {
  const calls = callsOver(name);
  const expected =
    name === 'GraphQL'
      ? { status: 200, code: 'UNAUTHENTICATED', message: SESSION_EXPIRED }
      : { status: 401, code: undefined, message: SESSION_EXPIRED };

  test.each([...REJECTED_TOKENS, ...MORE_REJECTED_TOKENS])(
    '%s is refused for every write and private read, never taken as a signed-out visitor',
    async (_, makeToken) => {
      const session: Session = valueOf(await restTransport.register(newAccount()));
      const token = await makeToken(session);
      const comment = `Forged review ${session.user.id}`;
      const renamed = `Renamed ${session.user.id}`;
      const form = bookingForm();

      const outcomes = {
        feedback: refusal(await calls.feedback.create(token, validFeedback({ comment }))),
        booking: refusal(await calls.bookings.request(form, { token, ip: visitorIp() })),
        profile: refusal(await calls.profile(token, { name: renamed, country: 'Spain' })),
        myFeedback: refusal(await calls.myFeedback(token)),
        myBookings: refusal(await calls.bookings.mine({ token })),
      };

      expect(outcomes).toEqual({
        feedback: expected,
        booking: expected,
        profile: expected,
        myFeedback: expected,
        myBookings: expected,
      });
      expect(await feedbackWithComment(comment)).toBe(0);
      expect(await storedBookings(form.email)).toEqual([]);
      expect(await countAccounts('', renamed)).toBe(0);
    },
  );
});

test('a well-signed token for the current version still writes (the control case)', async () => {
  const session = valueOf(await restTransport.register(newAccount()));
  const token = jwt.sign({ sub: session.user.id, tv: 0, exp: now() + 60 }, jwtSecret());
  const form = bookingForm();

  for (const { name } of TRANSPORTS) {
    const outcome = await callsOver(name).bookings.request(
      { ...form, idempotencyKey: randomUUID(), formTicket: agedFormTicket() },
      { token },
    );
    expect(refusal(outcome)).toBe('allowed');
  }
  const stored = await storedBookings(form.email);
  expect(stored.map((booking) => booking.user_id)).toEqual([session.user.id, session.user.id]);
});
