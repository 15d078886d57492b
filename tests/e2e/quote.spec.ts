import pg from 'pg';
import { startPayHereStandIn, type PayHereStandIn } from '../support/payhere-stand-in';
import { agedFormTicket } from '../server/support/form-tickets';
import { expectNoAxeViolations } from './support/axe';
import { fullPageScreenshot } from './support/full-page-screenshot';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { openShop, payHereSettings } from './support/paid-online';
import type { SecondInstance } from './support/second-instance';
import { serverDatabaseUrl, serverSecret } from './support/server-secret';
import { signedInAs } from './support/sign-in';
import { expect, test, type Page } from './support/test';

// A custom tour sold by quote, on a shop instance whose settings choose PayHere (a local stand-in
// that follows PayHere's published protocol): a French enquiry, the guide's quote, the French
// traveller accepting and paying its deposit, and the booking on the guides' month.

let payHere: PayHereStandIn;
let shop: SecondInstance;

const octet = () => Math.floor(Math.random() * 254) + 1;
/**
 * A traveller of their own, from elsewhere: per-address limits never meet between runs (the guide
 * works at the server's machine, where the mail preview is shown).
 */
const TRAVELLER = { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };

test.beforeAll(async ({ request }) => {
  payHere = await startPayHereStandIn({ notifyTimes: 1 });
  // The shop signs as the journeys' server does and knows its guide, whose session holds on both.
  shop = await openShop(request, 'e2e-quote-instance', {
    JWT_SECRET: serverSecret(),
    ADMIN_EMAILS: ALBUM_GUIDE.email,
    ...payHereSettings(payHere),
  });
});

test.afterAll(async () => {
  shop.child.kill('SIGTERM');
  await payHere.close();
});

/** The day `days` from today, as the traveller's browser writes it. */
function dayFromNow(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Time passes for the newest quote emailed to `email`: its last day was yesterday. Its link, as
 * the email gives it.
 */
async function expiredQuoteLink(email: string): Promise<string> {
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  const { rows } = await db.query<{ id: string; text: string }>(
    `SELECT q."id", o."text" FROM "quotes" q JOIN "outbox" o ON o."id" = q."email_message_id"
     WHERE lower(o."to_address") = lower($1) ORDER BY q."created_at" DESC LIMIT 1`,
    [email],
  );
  await db.query(`UPDATE "quotes" SET "valid_until" = current_date - 1 WHERE "id" = $1`, [
    rows[0].id,
  ]);
  await db.end();
  return new URL(/https?:\/\/\S+\/fr\/quote\/[\w.-]+/.exec(rows[0].text)![0]).pathname;
}

/** The French contact form, sent; the enquiry's traveller. */
async function enquireInFrench(page: Page, name: string, email: string) {
  await page.goto(`${shop.baseUrl}/fr/contact`);
  const form = page.getByRole('form', { name: 'Demandez votre guide' });
  await form.getByLabel('Nom complet').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Téléphone (avec indicatif du pays)').fill('+33 6 12 34 56 78');
  await form.getByLabel('Date de la visite').fill(dayFromNow(75));
  await form.getByLabel('Taille du groupe').selectOption('1-2');
  await form.getByLabel('Durée de la visite').selectOption('2-3 days');
  await form.getByLabel('Destination').selectOption('Multiple destinations');
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByRole('status')).toContainText(/LK-\d{4}-\d{6,}/);
}

test('a French enquiry is quoted, accepted and paid on PayHere, and the booking shows on the guides’ month', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const traveller = { name: `Élodie Martin ${stamp}`, email: `elodie.${stamp}@example.test` };
  const guideName = `Nadeesha Silva ${stamp}`;
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const added = await request.post(`${shop.baseUrl}/api/guides`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: guideName, languages: ['fr', 'en'] },
  });
  expect(added.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.setExtraHTTPHeaders(TRAVELLER);
  await enquireInFrench(page, traveller.name, traveller.email);

  const office = await browser.newContext();
  const guide = await office.newPage();
  await signedInAs(guide, token);
  await guide.goto(`${shop.baseUrl}/admin/bookings`);
  const entry = guide
    .getByRole('listitem')
    .filter({ has: guide.getByRole('heading', { name: new RegExp(` · ${traveller.name}$`) }) });
  await entry.getByRole('button', { name: 'Write a quote' }).click();
  await expect(entry.getByLabel("The traveller's language")).toHaveValue('fr');
  await entry.getByLabel('Title').fill('Thé et plages du sud');
  await entry.getByLabel('The route, day by day').fill('Jour 1 : Kandy.\nJour 2 : Ella.');
  await entry.getByLabel('Days').fill('2');
  await entry.getByLabel('Guide', { exact: true }).selectOption({ label: guideName });
  await entry.getByLabel('Line 1', { exact: true }).fill('Guide et voiture, 2 jours');
  await entry.getByLabel('Amount of line 1').fill('420');
  await entry.getByLabel('Deposit to book (US dollars)').fill('84');
  await expect(entry).toContainText('Total: $420');
  await expectNoAxeViolations(guide);
  await entry.getByRole('button', { name: 'Send the quote' }).click();
  await expect(entry).toContainText('Quote 1 · Open');
  await expect(entry.locator('.badge', { hasText: 'Quoted' })).toBeVisible();
  await fullPageScreenshot(guide, 'tests/.tmp/quote-inbox-1280.png');

  // The email, as the guide's preview shows it: French, with the link to the quote.
  await guide.goto(
    (await entry.getByRole('link', { name: 'See the email of quote 1' }).getAttribute('href'))!,
  );
  const email = guide.frameLocator('iframe[title="HTML version"]');
  await expect(
    email.getByRole('heading', { name: 'Votre devis de circuit : Thé et plages du sud' }),
  ).toBeVisible();
  const link = await email
    .getByRole('link', { name: 'Voir et accepter le devis' })
    .getAttribute('href');

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thé et plages du sud');
  await expect(page.getByText('Guide et voiture, 2 jours')).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, 'tests/.tmp/quote-fr-390.png');
  await page.getByRole('button', { name: /^Accepter et payer l’acompte de 84/ }).click();
  await expect(page).toHaveURL(payHere.checkoutUrl);
  const checkout = payHere.checkouts.at(-1)!;
  expect(checkout.amount).toBe('84.00');
  await page.getByRole('button', { name: `Pay USD ${checkout.amount}` }).click();
  await expect(page).toHaveURL(/\/fr\/manage-booking\/[\w.-]+\?payment=done/);
  await expect(page.getByRole('status')).toHaveText(
    'Votre circuit est confirmé. Nous avons hâte de vous rencontrer.',
  );

  await guide.goto(`${shop.baseUrl}/admin/bookings`);
  await expect(entry.locator('.badge', { hasText: 'Booked' })).toBeVisible();
  const reference = /TB-\d{4}-\d{6,}/.exec((await entry.textContent()) ?? '')![0];
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(`${dayFromNow(75)}T12:00:00Z`),
  );
  const shown = guide.locator('.guides-month-switch .tour-calendar-month');
  for (let press = 0; press < 6 && (await shown.textContent()) !== month; press += 1) {
    await guide.getByRole('button', { name: 'Next month' }).first().click();
  }
  await expect(guide.getByRole('cell', { name: new RegExp(`^${reference}: `) })).toHaveCount(2);
  await office.close();
});

test('a quote whose day has passed refuses in French', async ({ page, request }) => {
  const stamp = Date.now();
  const email = `lucie.${stamp}@example.test`;
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const enquiry = await request.post(`${shop.baseUrl}/api/bookings`, {
    headers: { 'accept-language': 'fr', ...TRAVELLER },
    data: {
      name: 'Lucie Bernard',
      email,
      phone: '+33 6 98 76 54 32',
      tourDate: dayFromNow(40),
      groupSize: '1-2',
      duration: '1 day',
      destination: 'Galle Fort',
      formTicket: agedFormTicket(12_000, serverSecret()),
    },
  });
  expect(enquiry.status()).toBe(201);
  const { booking } = (await enquiry.json()) as { booking: { _id: string } };
  const [{ id: guideId }] = (
    (await (
      await request.get(`${shop.baseUrl}/api/guides`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { guides: { id: string }[] }
  ).guides;
  const sent = await request.post(`${shop.baseUrl}/api/bookings/${booking._id}/quotes`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      planId: null,
      title: 'Galle en une journée',
      route: 'Le fort de Galle à pied.',
      startDate: dayFromNow(40),
      days: 1,
      travellers: 2,
      guideId,
      language: 'fr',
      lines: [{ label: 'Guide, 1 jour', amount: 15000 }],
      deposit: 3000,
      validUntil: dayFromNow(7),
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto(`${shop.baseUrl}${await expiredQuoteLink(email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ce devis ne peut pas être accepté',
  );
  await expect(
    page.getByText(
      'Ce devis a expiré. Écrivez-nous et nous vous en enverrons volontiers un nouveau.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageScreenshot(page, 'tests/.tmp/quote-expired-fr.png');
});
