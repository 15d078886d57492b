import fs from 'node:fs';
import { expectNoAxeViolations } from './support/axe';
import { agedFormTicket } from '../server/support/form-tickets';
import { ALBUM_GUIDE, confirmedGuideToken } from './support/guide';
import { serverSecret } from './support/server-secret';
import { expect, test, type APIRequestContext, type Page } from './support/test';

// A tour's own page: its prices and itinerary, the calendar of free start days, the price of the
// party worked out line by line, and a booking that holds a guide and says how to pay.

/** Months of the three-day tour outside its peak season (December to March). */
const OFF_PEAK = [4, 5, 6, 7, 8, 9, 10, 11];

/** The calendar's title of the next month out of the peak season, two or more months on. */
function offPeakMonth(locale: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  let ahead = 2;
  while (!OFF_PEAK.includes(((month - 1 + ahead) % 12) + 1)) ahead += 1;
  const first = new Date(Date.UTC(year, month - 1 + ahead, 1));
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
}

/** A guide of the company who speaks German, so that every day of the coming months is free. */
test.beforeAll(async ({ request }) => {
  const token = await confirmedGuideToken(request, ALBUM_GUIDE);
  const added = await request.post('/api/guides', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Kasun Wijesinghe ${Date.now()}`, languages: ['de', 'en'] },
  });
  expect(added.status()).toBe(201);
});

const WORDS = {
  en: {
    path: '/tours/highlights-3',
    title: 'Sri Lanka Highlights',
    from: 'From $200 per person',
    travellers: 'Travellers',
    next: 'Next month',
    free: /: free$/,
    line: '$225 per person × 4',
    total: /Total\s*\$900/,
    estimateFirst: null,
    alsoIn: 'Also show prices in',
    inPounds: '≈ £711',
    book: 'Book and pay the deposit',
    chooseDay: 'Please choose the day your tour starts.',
    held: /Your guide is held for you until .+ \(Sri Lanka time\)\./,
    transfer:
      /Please transfer the deposit of \$180 within 48 hours, quoting your reference TB-\d{4}-\d+/,
  },
  de: {
    path: '/de/tours/highlights-3',
    title: 'Highlights Sri Lankas',
    from: 'Ab 200 $ pro Person',
    travellers: 'Reisende',
    next: 'Nächster Monat',
    free: /: frei$/,
    line: '225 $ pro Person × 4',
    total: /Gesamt\s*900\s\$/,
    estimateFirst: '≈ 828\u00a0€',
    alsoIn: 'Preise auch anzeigen in',
    inPounds: '≈ 711\u00a0£',
    book: 'Buchen und Anzahlung leisten',
    chooseDay: 'Bitte wählen Sie den ersten Tag Ihrer Tour.',
    held: /Ihr Guide ist bis .+ \(Zeit in Sri Lanka\) für Sie reserviert\./,
    transfer: /Bitte überweisen Sie die Anzahlung von 180\s\$ innerhalb von 48 Stunden/,
  },
};

/**
 * A booking as a partner's client sends it, with a form ticket as old as a person's fill-in: the
 * server takes a form's ticket from 3 seconds on, so the ticket is signed as the server signs one,
 * issued 12 seconds ago.
 */
async function bookThroughApi(request: APIRequestContext, booking: Record<string, unknown>) {
  const formTicket = agedFormTicket(12_000, serverSecret());
  const booked = await request.post('/api/tour-bookings', { data: { ...booking, formTicket } });
  expect(booked.status()).toBe(201);
  return (await booked.json()) as { manageUrl: string; reference: string; deposit: number };
}

async function fillDetails(page: Page) {
  await page.getByRole('textbox', { name: /Full name|Vollständiger Name/ }).fill('Anna Schmidt');
  await page.getByRole('textbox', { name: /Email|E-Mail/ }).fill('anna.schmidt@example.test');
  await page.getByRole('textbox', { name: /Phone|Telefon/ }).fill('+49 30 1234567');
}

for (const [language, width] of [
  ['en', 1280],
  ['de', 390],
] as const) {
  test(`in ${language} at ${width} px a party of four books a tour and is told how to pay`, async ({
    page,
  }) => {
    const say = WORDS[language];
    await page.setViewportSize({ width, height: 900 });
    await page.goto(say.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say.title);
    await expect(page.getByText(say.from)).toBeVisible();

    // Nothing chosen: the form asks for the day first.
    await fillDetails(page);
    await page.getByRole('button', { name: say.book }).click();
    await expect(page.getByText(say.chooseDay)).toBeVisible();

    await page.getByLabel(say.travellers, { exact: true }).selectOption('4');
    // The calendar opens on the first month with a free day; on to one out of the peak season.
    const wanted = offPeakMonth(language === 'de' ? 'de-DE' : 'en-US');
    const shown = page.locator('.tour-calendar-month');
    for (let press = 0; press < 12 && (await shown.textContent()) !== wanted; press += 1) {
      await page.getByRole('button', { name: say.next }).click();
    }
    await expect(shown).toHaveText(wanted);
    const day = page.getByRole('button', { name: say.free }).first();
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(say.line)).toBeVisible();
    await expect(page.locator('.tour-price-total')).toHaveText(say.total);
    // Estimated first in the page's language's currency (none in English), then in pounds.
    const estimate = page.locator('.tour-price-total .tour-estimate');
    await (say.estimateFirst
      ? expect(estimate).toHaveText(say.estimateFirst)
      : expect(estimate).toHaveCount(0));
    await page.getByLabel(say.alsoIn).selectOption('GBP');
    await expect(estimate).toHaveText(say.inPounds);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: say.book }).click();
    await expect(page.getByText(say.held)).toBeVisible();
    await expect(page.getByText(say.transfer)).toBeVisible();
  });
}

test('each tour plan with prices leads to its own page, and an unknown tour is said to be so', async ({
  page,
}) => {
  await page.goto('/services');
  await page.getByRole('tab', { name: '3 Days' }).click();
  await page.getByRole('link', { name: 'Check dates & book: Sri Lanka Highlights' }).click();
  await expect(page).toHaveURL(/\/tours\/highlights-3$/);
  await expect(page.getByRole('heading', { name: 'Check dates & book' })).toBeVisible();

  await page.goto('/tours/no-such-tour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This tour cannot be booked online',
  );
});

test('the private link opens the booking, which its traveller cancels; a made-up link opens nothing', async ({
  page,
  request,
}) => {
  const { manageUrl, reference } = await bookThroughApi(request, {
    tourId: 'highlights-3',
    startDate: '2027-05-04',
    travellers: 2,
    name: 'Lena Weber',
    email: 'lena.weber@example.test',
    phone: '+49 30 7654321',
    language: 'de',
  });
  expect(manageUrl).toContain('/de/manage-booking/');

  await page.goto(new URL(manageUrl).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Highlights Sri Lankas');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Ihr Guide ist bis .+ für Sie reserviert\./);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Diese Buchung stornieren' }).click();
  await page.getByRole('button', { name: 'Ja, Buchung stornieren' }).click();
  await expect(page.getByRole('status')).toHaveText('Diese Buchung ist storniert.');
  // Cancelled, nothing more is due.
  await expect(page.getByText(/^Restbetrag/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Diese Buchung stornieren' })).toHaveCount(0);

  await page.goto(`${new URL(manageUrl).pathname.slice(0, -4)}AAAA`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Dieser Link lässt sich nicht öffnen',
  );
  await expect(
    page.getByText('Dieser Buchungslink ist nicht gültig. Bitte verwenden Sie den neuesten Link'),
  ).toBeVisible();
});

test("a tour guide sees the tours to come on /admin/bookings, records a transfer's arrival and cancels with the policy's refund", async ({
  page,
  request,
}) => {
  const { reference, deposit } = await bookThroughApi(request, {
    tourId: 'classic-5',
    startDate: '2027-10-12',
    travellers: 2,
    name: 'Emma Wilson',
    email: 'emma.wilson@example.test',
    phone: '+44 7700 900123',
  });

  const token = await confirmedGuideToken(page.request, ALBUM_GUIDE);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/bookings');
  const entry = page.getByRole('listitem', { name: reference });
  await expect(entry).toContainText(/Held until/);
  await expect(entry).toContainText('Emma Wilson · +44 7700 900123');
  await expectNoAxeViolations(page);

  await entry.getByRole('button', { name: `Deposit of $${deposit / 100} received` }).click();
  await expect(entry).toContainText('Confirmed');
  await expect(entry.getByRole('button', { name: /^Deposit of/ })).toHaveCount(0);

  // Every booking, for the company's spreadsheet.
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all bookings (CSV)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^tour-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toMatch(new RegExp(`^"${reference}","confirmed",.*"Emma Wilson"`, 'm'));

  // Months ahead, a cancellation gives back all but the processing fee (3 %).
  const dollars = (cents: number) => `$${cents % 100 ? (cents / 100).toFixed(2) : cents / 100}`;
  const refund = dollars(deposit - Math.round(deposit * 0.03));
  await entry.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(entry).toContainText(
    `Cancel it? By the cancellation policy ${refund} of the ${dollars(deposit)} paid goes back.`,
  );
  await entry.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(entry).toContainText('Cancelled');
  await expect(entry).toContainText(`Refund of ${refund} due to the traveller`);
  await expect(entry.getByRole('button')).toHaveCount(0);
});

test("a tour guide finds a booking on the guides' month, gives it to another free guide, sets its pickup and opens the day's manifest", async ({
  page,
  request,
}) => {
  const token = await confirmedGuideToken(page.request, ALBUM_GUIDE);
  // Two guides of a language no other guide speaks: the booking can go to them alone.
  const language = `q${String.fromCharCode(97 + Math.floor(Math.random() * 26))}z`;
  const names = [`Chaminda Ratnayake ${Date.now()}`, `Ruvini Herath ${Date.now()}`];
  for (const name of names) {
    const added = await request.post('/api/guides', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, languages: [language] },
    });
    expect(added.status()).toBe(201);
  }
  const { reference } = await bookThroughApi(request, {
    tourId: 'highlights-3',
    startDate: '2027-09-14',
    travellers: 3,
    name: 'Liam Murphy',
    email: 'liam.murphy@example.test',
    phone: '+353 85 123 4567',
    guideLanguage: language,
    message: 'Pickup at Kandy station, 8:00',
  });

  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/bookings');
  const shown = page.locator('.guides-month-switch .tour-calendar-month');
  for (let press = 0; press < 24 && (await shown.textContent()) !== 'September 2027'; press += 1) {
    await page.getByRole('button', { name: 'Next month' }).first().click();
  }
  await expect(shown).toHaveText('September 2027');
  await expect(page.getByRole('cell', { name: new RegExp(`^${reference}: `) })).toHaveCount(3);

  const entry = page.getByRole('listitem', { name: reference });
  const current = (await entry.textContent()) ?? '';
  const other = names.find((name) => !current.includes(name))!;
  await entry.getByRole('button', { name: 'Change guide' }).click();
  await entry
    .getByLabel('Guide free on every day of the tour')
    .selectOption({ label: `${other} (${language})` });
  await expectNoAxeViolations(page);
  await entry.getByRole('button', { name: 'Give the tour to this guide' }).click();
  await expect(entry).toContainText(`Guide: ${other}`);
  await entry.getByRole('button', { name: 'Set the pickup' }).click();
  await entry.getByLabel('Pickup time (Sri Lanka)').fill('07:30');
  await entry.getByLabel('Pickup place').fill('Kandy railway station, main entrance');
  await entry.getByRole('button', { name: 'Save the pickup' }).click();
  await expect(entry).toContainText('Pickup: 07:30 Kandy railway station, main entrance');

  await page.getByRole('link', { name: 'Manifest of Wednesday, September 15, 2027' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Manifest of Wednesday, September 15, 2027',
  );
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText(other);
  await expect(row).toContainText('Day 2 of 3');
  await expect(row).toContainText('Liam Murphy');
  await expect(row).toContainText('+353 85 123 4567');
  await expect(row).toContainText('Pickup: 07:30 Kandy railway station, main entrance');
  await expect(row).toContainText('Pickup at Kandy station, 8:00');
  await expectNoAxeViolations(page);
});
