import { createHmac } from 'node:crypto';
import pg from 'pg';
import { expectNoAxeViolations } from './support/axe';
import { agedFormTicket } from '../server/support/form-tickets';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { serverDatabaseUrl, serverSecret } from './support/server-secret';
import { signedInAs } from './support/sign-in';
import { expect, test, type APIRequestContext } from './support/test';

// A French traveller back from their tour opens the thank-you's link, writes their review, and
// it shows marked as a verified traveller's, with the tour and its month.

/** A day of 2028 of this run's own, so that no earlier run's booking holds its guide. */
const day = () =>
  `2028-${String(1 + (Date.now() % 12)).padStart(2, '0')}-${String(1 + (Date.now() % 27)).padStart(2, '0')}`;

/** A confirmed booking of a tour that ended a week ago: booked, its deposit recorded, time passed. */
async function travelledTour(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const guide = { authorization: `Bearer ${await confirmedGuideToken(request, ALBUM_GUIDE)}` };
  const added = await request.post('/api/guides', {
    headers: guide,
    data: { name: `Nimal Perera ${Date.now()}`, languages: ['fr', 'en'] },
  });
  expect(added.status()).toBe(201);
  const booked = await request.post('/api/tour-bookings', {
    data: {
      tourId: 'highlights-3',
      startDate: day(),
      travellers: 2,
      name: 'Camille Martin',
      email: 'camille.martin@example.test',
      phone: '+33 6 12 34 56 78',
      language: 'fr',
      formTicket: agedFormTicket(12_000, serverSecret()),
    },
  });
  expect(booked.status()).toBe(201);
  const { reference, tourTitle } = (await booked.json()) as {
    reference: string;
    tourTitle: string;
  };
  const paid = await request.post(`/api/tour-bookings/${reference}/deposit`, { headers: guide });
  expect(paid.status()).toBe(200);
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  const { rows } = await db.query<{ id: string }>(
    `UPDATE "tour_bookings" SET "start_date" = current_date - 10 WHERE "reference" = $1
     RETURNING "id"`,
    [reference],
  );
  await db.end();
  return { id: rows[0].id, title: tourTitle };
}

/** The thank-you's link, signed as the server signs it. */
const reviewLink = (bookingId: string) => {
  const signature = createHmac('sha256', serverSecret())
    .update(`tour-review.${bookingId}.1`)
    .digest('base64url');
  return `/fr/?review=${bookingId}.${signature}#feedback-section`;
};

test('a French traveller reviews their tour from the thank-you link, and it shows as a verified traveller’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const tour = await travelledTour(page.request);
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' }).format(
    new Date(Date.now() - 10 * 86_400_000),
  );
  const account = await page.request.post('/api/auth/register', {
    data: {
      name: `Camille ${Date.now()}`,
      email: `camille-${Date.now()}@example.test`,
      password: 'kandy-1815',
      country: 'France',
    },
  });
  expect(account.status()).toBe(201);
  await signedInAs(page, ((await account.json()) as { token: string }).token);

  await page.goto(reviewLink(tour.id));
  const form = page.locator('#feedback-form');
  await expect(form.getByRole('note')).toHaveText(
    `Vous donnez votre avis sur ${tour.title} de ${month} : votre avis l’indiquera, marqué comme celui d’un voyageur vérifié.`,
  );
  await form.getByLabel('Nom complet').fill('Camille M.');
  // As a keyboard does: the stars are a radio group.
  await form.getByRole('radio', { name: '1 étoile' }).focus();
  for (let star = 1; star < 5; star += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 étoiles' })).toBeChecked();
  await form.getByLabel('Votre avis').fill('Nimal connaissait chaque temple par cœur.');
  await form.getByRole('button', { name: 'Publier l’avis' }).click();

  const card = page.getByRole('article').filter({ hasText: 'Nimal connaissait chaque temple' });
  await expect(card.getByText(`Voyageur vérifié · ${tour.title}, ${month}`)).toBeVisible();
  await expect(form.getByRole('note')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await card.screenshot({ path: 'tests/.tmp/verified-review-390.png' });
});
