import { randomUUID } from 'node:crypto';
import { newAccount } from './support/accounts';
import { bookingForm, type BookingForm } from './support/bookings';
import { MailServer, subjectOf } from './support/mail-server';

/**
 * Emails go in the reader's language, through a real SMTP conversation: a booking's auto-reply
 * in the language of the request that made it (the company's notification stays English), a
 * reset link in the language it was asked in, else the account's, and an account's notices in
 * the account's language.
 */
const BUSINESS = 'enquiries@languages.example.test';
const server = new MailServer();

beforeAll(() => server.start({ BUSINESS_EMAIL: BUSINESS }), 120_000);

afterAll(() => server.stop(), 60_000);

const call = server.call.bind(server);
const mailTo = server.mailTo.bind(server);
const signUp = server.signUp.bind(server);

/** A tour date as Intl writes it in a locale: the email's own words for it. */
function longDate(isoDay: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

describe('a booking made from /de/contact (Accept-Language: de)', () => {
  const GERMAN_SUCCESS =
    'Vielen Dank für Ihre Buchungsanfrage! Wir melden uns in Kürze, um Ihre Tour zu bestätigen.';
  const form: BookingForm = bookingForm();
  let reference: string;

  beforeAll(async () => {
    const { idempotencyKey, ...values } = form;
    const answer = await call<{ message: string; reference: string }>(
      'POST',
      '/api/bookings',
      values,
      { 'accept-language': 'de', 'idempotency-key': idempotencyKey ?? randomUUID() },
    );
    expect(answer.status).toBe(201);
    reference = answer.body.reference;
    expect(answer.body.message).toBe(GERMAN_SUCCESS);
  });

  it('sends the visitor a German auto-reply: subject, words, date and choices', async () => {
    const mail = await mailTo(form.email);
    expect(subjectOf(mail)).toBe(`Wir haben Ihre Reiseleiter-Anfrage ${reference} erhalten`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Guten Tag ${form.name},`);
      expect(part).toContain(GERMAN_SUCCESS);
      expect(part).toContain(`Ihre Referenznummer lautet ${reference}.`);
      expect(part).toContain(longDate(form.tourDate, 'de-DE'));
      expect(part).toContain('4–7 Tage');
      expect(part).toContain('Serendib Trails · Geführte Touren durch Sri Lanka');
    }
    expect(mail.text).toContain(`Reisedatum: ${longDate(form.tourDate, 'de-DE')}`);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.text).not.toContain('Thank you');
  });

  it('tells the company in English, its own language', async () => {
    const mail = await mailTo(BUSINESS, (subject) => subject.includes(reference));
    expect(subjectOf(mail)).toBe(`New guide request ${reference} from ${form.name}`);
    expect(mail.text).toContain(`Tour date: ${longDate(form.tourDate, 'en-US')}`);
    expect(mail.text).toContain('Duration: 4-7 days');
  });

  it('answers a GraphQL booking with the German success text too', async () => {
    const { idempotencyKey, ...input } = bookingForm();
    const answer = await call<{ data: { requestGuide: { message: string } } }>(
      'POST',
      '/graphql',
      {
        query: 'mutation ($input: RequestGuideInput!) { requestGuide(input: $input) { message } }',
        variables: { input: { ...input, idempotencyKey } },
      },
      { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    );
    expect(answer.body.data.requestGuide.message).toBe(GERMAN_SUCCESS);
  });
});

describe('a reset link', () => {
  it('asked for from /fr/forgot-password (Accept-Language: fr) comes in French', async () => {
    const account = await signUp();
    const answer = await call<{ message: string }>(
      'POST',
      '/api/auth/forgot-password',
      { email: account.email },
      { 'accept-language': 'fr' },
    );
    expect(answer.body.message).toBe(
      'Consultez vos e-mails : vous y trouverez les instructions pour réinitialiser votre mot de passe',
    );
    const mail = await mailTo(account.email);
    expect(subjectOf(mail)).toBe('Réinitialisez votre mot de passe Serendib Trails');
    expect(mail.text).toContain(`Bonjour ${account.name},`);
    expect(mail.text).toContain('Choisir un nouveau mot de passe: ');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it("asked for without a language comes in the account's language", async () => {
    const account = await signUp({ 'accept-language': 'ru' });
    await call('POST', '/api/auth/forgot-password', { email: account.email }, {});
    const mail = await mailTo(account.email);
    expect(subjectOf(mail)).toBe('Сброс пароля Serendib Trails');
    expect(mail.text).toContain(`Здравствуйте, ${account.name}!`);
  });

  it('for an address without an account comes in the language asked in', async () => {
    const email = newAccount().email;
    await call('POST', '/api/auth/forgot-password', { email }, { 'accept-language': 'zh-CN' });
    expect(subjectOf(await mailTo(email))).toBe('密码重置请求');
  });
});

it("sends an account's notices in the account's language, whatever the request's", async () => {
  const account = await signUp({ 'accept-language': 'ru' });
  const changed = await call<{ errors?: unknown }>(
    'POST',
    '/graphql',
    {
      query: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`,
      variables: { input: { currentPassword: account.password, newPassword: 'galle-fort-1663' } },
    },
    { 'accept-language': 'en' },
    account.token,
  );
  expect(changed.body.errors).toBeUndefined();
  const mail = await mailTo(account.email, (subject) => subject === 'Ваш пароль изменён');
  expect(mail.text).toContain('Пароль вашего аккаунта Serendib Trails только что был изменён');
});
