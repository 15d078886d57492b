import { randomUUID } from 'node:crypto';
import { newAccount, type RegisterValues } from './support/accounts';
import { bookingForm } from './support/bookings';
import { openLink } from './support/guide-access';
import { MailServer } from './support/mail-server';
import type { ReceivedMail } from './support/smtp-mailbox';

/**
 * Every link of an email opens its page in the language the email is written in: `/fr/…` and
 * `/de/…` (the home page `/fr`, `/de`), none for English. Read from the mail as delivered over
 * SMTP, for each email a visitor can have sent over either transport.
 */
const SITE = 'https://serendib.links.example.test';
const LANGUAGES = ['fr', 'de'] as const;
type Language = (typeof LANGUAGES)[number] | 'en';
const TRANSPORTS = ['GraphQL', 'REST'] as const;
type TransportName = (typeof TRANSPORTS)[number];

const guideAddress = (language: Language, transport: TransportName) =>
  `guide-${language}-${transport.toLowerCase()}@links.example.test`;

const server = new MailServer();

beforeAll(
  () =>
    server.start({
      PUBLIC_URL: SITE,
      BUSINESS_EMAIL: 'enquiries@links.example.test',
      ADMIN_EMAILS: LANGUAGES.flatMap((language) =>
        TRANSPORTS.map((transport) => guideAddress(language, transport)),
      ).join(','),
    }),
  120_000,
);

afterAll(() => server.stop(), 60_000);

const inLanguage = (language: Language) => ({ 'accept-language': language });

/** The paths of every address an email links to, in its HTML and its plain text, each once. */
function linkedPaths(mail: ReceivedMail): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map(([, href]) =>
    href.replace(/&amp;/g, '&'),
  );
  const written = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([url]) => url);
  const links = [...hrefs, ...written];
  for (const link of links) expect(link.startsWith(SITE)).toBe(true);
  return [...new Set(links.map((link) => new URL(link).pathname))].sort();
}

const tokenIn = (mail: ReceivedMail, page: string) =>
  new RegExp(`/${page}/([\\w-]+)`).exec(mail.text)?.[1] ?? '';

/** The same steps over GraphQL and over REST, each with the reader's Accept-Language. */
const steps = (transport: TransportName, language: Language) => {
  const headers = inLanguage(language);
  const graphql = async (query: string, variables: object, token?: string) => {
    const answer = await server.call<{ errors?: unknown }>(
      'POST',
      '/graphql',
      { query, variables },
      headers,
      token,
    );
    expect(answer.body.errors).toBeUndefined();
  };
  const rest = async (method: string, route: string, body: unknown, token?: string) => {
    const answer = await server.call(method, route, body, headers, token);
    expect(answer.status).toBeLessThan(300);
  };
  const viaGraphql = transport === 'GraphQL';
  return {
    register: async (account: RegisterValues) => {
      if (!viaGraphql) return void (await rest('POST', '/api/auth/register', account));
      await graphql('mutation ($input: RegisterInput!) { register(input: $input) { token } }', {
        input: account,
      });
    },
    forgotPassword: (email: string) =>
      viaGraphql
        ? graphql('mutation ($email: String!) { forgotPassword(email: $email) { message } }', {
            email,
          })
        : rest('POST', '/api/auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      viaGraphql
        ? graphql(
            'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }',
            { token, password },
          )
        : rest('POST', `/api/auth/reset-password/${token}`, { password }),
    deleteAccount: (token: string) =>
      viaGraphql
        ? graphql('mutation { deleteAccount { message } }', {}, token)
        : rest('DELETE', '/api/auth/delete-account', undefined, token),
    requestGuide: async () => {
      const { idempotencyKey, ...values } = bookingForm();
      if (viaGraphql) {
        await graphql(
          'mutation ($input: RequestGuideInput!) { requestGuide(input: $input) { reference } }',
          { input: { ...values, idempotencyKey } },
        );
      } else {
        const answer = await server.call('POST', '/api/bookings', values, {
          ...headers,
          'idempotency-key': idempotencyKey ?? randomUUID(),
        });
        expect(answer.status).toBe(201);
      }
      return values.email;
    },
  };
};

describe.each(LANGUAGES)('in %s', (language) => {
  const home = `/${language}`;

  describe.each(TRANSPORTS)('asked for over %s', (transport) => {
    const act = steps(transport, language);

    it('the reset email links to the reset page and home in its language, and so does the notice after the reset', async () => {
      const account = await server.signUp(inLanguage(language));
      await act.forgotPassword(account.email);
      const resetMail = await server.mailTo(account.email);
      const token = tokenIn(resetMail, `${language}/reset-password`);
      expect(linkedPaths(resetMail)).toEqual([home, `${home}/reset-password/${token}`]);

      await act.resetPassword(token, 'sigiriya-rock-477');
      const [, notice] = await server.mailsTo(account.email, 2);
      expect(linkedPaths(notice)).toEqual([home, `${home}/profile`]);
    });

    it('the email to an address without an account links to sign-up in its language', async () => {
      const email = newAccount().email;
      await act.forgotPassword(email);
      expect(linkedPaths(await server.mailTo(email))).toEqual([home, `${home}/register`]);
    });

    it("the account's goodbye links to home in its language", async () => {
      const account = await server.signUp(inLanguage(language));
      await act.deleteAccount(account.token);
      expect(linkedPaths(await server.mailTo(account.email))).toEqual([home]);
    });

    it('the booking auto-reply links to home in its language', async () => {
      const email = await act.requestGuide();
      expect(linkedPaths(await server.mailTo(email))).toEqual([home]);
    });

    it("a tour guide's access link confirms and goes on to the tour photos in its language", async () => {
      const account = newAccount({ email: guideAddress(language, transport) });
      await act.register(account);
      const mail = await server.mailTo(account.email);
      const token = tokenIn(mail, `${language}/guide-access`);
      expect(linkedPaths(mail)).toEqual([home, `${home}/guide-access/${token}`]);

      const visits = [
        await openLink(`${home}/guide-access/${token}`, server.baseUrl),
        await openLink(`${home}/guide-access/${token}`, server.baseUrl),
      ];
      expect(visits).toEqual([
        { status: 303, location: `${home}/admin/tour-photos` },
        { status: 303, location: `${home}/login?notice=guide-link-invalid` },
      ]);
    });
  });

  it("an account's notices from its profile link to the profile in its language", async () => {
    const account = await server.signUp(inLanguage(language));
    const act = (query: string, variables: object) =>
      server.call<{ errors?: unknown }>(
        'POST',
        '/graphql',
        { query, variables },
        inLanguage(language),
        account.token,
      );
    const answers = { favoriteCity: 'Kandy', birthYear: '1988', petName: 'Rex' };
    const set = await act(
      'mutation ($input: SetSecurityAnswersInput!) { setSecurityAnswers(input: $input) { isSet } }',
      { input: { ...answers, currentPassword: account.password } },
    );
    expect(set.body.errors).toBeUndefined();
    const changed = await act(
      'mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }',
      { input: { currentPassword: account.password, newPassword: 'galle-fort-1663' } },
    );
    expect(changed.body.errors).toBeUndefined();

    const mails = await server.mailsTo(account.email, 2);
    expect(mails.map(linkedPaths)).toEqual([
      [home, `${home}/profile`],
      [home, `${home}/profile`],
    ]);
  });
});

it('an English email links to pages without a language prefix', async () => {
  const account = await server.signUp(inLanguage('en'));
  await steps('REST', 'en').forgotPassword(account.email);
  const mail = await server.mailTo(account.email);
  const token = tokenIn(mail, 'reset-password');
  expect(linkedPaths(mail)).toEqual(['/', `/reset-password/${token}`]);
});
