import { newAccount } from './support/accounts';
import { graphqlBookings, restBookings } from './support/bookings';
import { lastGuideAccessLink, openLink } from './support/guide-access';
import { graphql, rest } from './support/http';
import { outboxFor } from './support/recovery';
import { adminEmail } from './support/test-env';
import { TRANSPORTS, valueOf, type Outcome, type Transport } from './support/transports';

/**
 * The test server runs with ADMIN_EMAILS set to the addresses of support/test-env.ts. A listed
 * address is a tour guide only once the emailed link proves the holder reads that mailbox.
 */
const RESENT = 'We sent a new confirmation link. It works once, for 24 hours.';

/** The transport's own "send the link again" (profile page): GraphQL mutation, REST route. */
async function resend(transport: Transport, token: string): Promise<Outcome<{ message: string }>> {
  if (transport.name === 'REST') {
    const { status, body } = await rest<{ message: string }>(
      'POST',
      '/api/auth/guide-access/resend',
      undefined,
      token,
    );
    return status === 200
      ? { ok: true, status, raw: body, value: body }
      : { ok: false, status, raw: body, failure: { status, message: body.message } };
  }
  const { status, body } = await graphql<{ resendGuideAccessLink: { message: string } }>(
    'mutation { resendGuideAccessLink { message } }',
    {},
    token,
  );
  const error = body.errors?.[0];
  return error
    ? {
        ok: false,
        status,
        raw: body,
        failure: { status, code: error.extensions?.code, message: error.message },
      }
    : { ok: true, status, raw: body, value: body.data!.resendGuideAccessLink };
}

/** 'allowed', or how the transport refused: a GraphQL code, a REST status. */
function refusal(outcome: Outcome<unknown>): string | number {
  if (outcome.ok) return 'allowed';
  return outcome.failure.code ?? outcome.failure.status;
}

async function guideAccessPending(token: string): Promise<boolean | undefined> {
  const { body } = await graphql<{ me: { guideAccessPending: boolean } }>(
    '{ me { guideAccessPending } }',
    {},
    token,
  );
  return body.data?.me.guideAccessPending;
}

describe.each(TRANSPORTS)('tour-guide (admin) rights over $name', (transport) => {
  const slot = transport.name === 'GraphQL' ? 'graphql' : 'rest';
  const bookings = transport.name === 'GraphQL' ? graphqlBookings : restBookings;

  test('a listed address is no guide until the emailed link is followed, then it is', async () => {
    const account = newAccount({ email: adminEmail(slot) });
    const registered = valueOf(await transport.register(account));
    const before = {
      registered: registered.user.isAdmin,
      me: valueOf(await transport.me(registered.token))?.isAdmin,
      pending: await guideAccessPending(registered.token),
      inbox: refusal(await bookings.inbox({}, { token: registered.token })),
    };

    const followed = await openLink(await lastGuideAccessLink(account.email));

    const loggedIn = valueOf(await transport.login(account));
    expect(before).toEqual({
      registered: false,
      me: false,
      pending: true,
      inbox: transport.name === 'GraphQL' ? 'FORBIDDEN' : 403,
    });
    expect(followed).toEqual({ status: 303, location: '/admin/tour-photos' });
    expect({
      loggedIn: loggedIn.user.isAdmin,
      me: valueOf(await transport.me(registered.token))?.isAdmin,
      pending: await guideAccessPending(registered.token),
      inbox: refusal(await bookings.inbox({}, { token: registered.token })),
    }).toEqual({ loggedIn: true, me: true, pending: false, inbox: 'allowed' });
  });

  test('an admin address typed in capitals is a guide once confirmed', async () => {
    const email = adminEmail(`${slot}-any-case`).toUpperCase();
    const { token } = valueOf(await transport.register(newAccount({ email })));

    await openLink(await lastGuideAccessLink(email));

    expect(valueOf(await transport.me(token))).toMatchObject({ email, isAdmin: true });
  });

  test('any other account is not an admin and is sent no guide link', async () => {
    const account = newAccount({ email: `not-${adminEmail(slot)}` });

    const registered = valueOf(await transport.register(account));
    const me = valueOf(await transport.me(registered.token));

    expect([registered.user.isAdmin, me?.isAdmin]).toEqual([false, false]);
    expect(await guideAccessPending(registered.token)).toBe(false);
    expect(await outboxFor(account.email)).toEqual([]);
  });

  test('"send the link again" emails a new link, replaces the old one, and is rate-limited', async () => {
    const account = newAccount({ email: adminEmail(`${slot}-resend`) });
    const { token } = valueOf(await transport.register(account));
    const first = await lastGuideAccessLink(account.email);

    const answers = [];
    for (let attempt = 0; attempt < 4; attempt += 1) answers.push(await resend(transport, token));
    const latest = await lastGuideAccessLink(account.email);

    expect(answers.slice(0, 3).map((answer) => answer.ok && answer.value.message)).toEqual([
      RESENT,
      RESENT,
      RESENT,
    ]);
    expect(refusal(answers[3])).toBe(transport.name === 'GraphQL' ? 'RATE_LIMITED' : 429);
    expect(latest).not.toBe(first);
    expect((await openLink(first)).location).toBe('/login?notice=guide-link-invalid');
    expect((await openLink(latest)).location).toBe('/admin/tour-photos');
    expect(valueOf(await transport.me(token))?.isAdmin).toBe(true);
  });

  test('"send the link again" needs a signed-in account', async () => {
    expect(refusal(await resend(transport, ''))).toBe(
      transport.name === 'GraphQL' ? 'UNAUTHENTICATED' : 401,
    );
  });
});
