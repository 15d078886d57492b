import { execFile } from 'node:child_process';
import path from 'node:path';
import { newAccount } from './support/accounts';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './support/database';
import { request } from './support/http';
import {
  REPO_ROOT,
  SERVER_VARIABLES,
  spawnServer,
  startServer,
  TMP_DIR,
  type RunningServer,
} from './support/server-process';
import { jwtSecret } from './support/test-env';

/** `npm run demo` on a database of its own, then the site as a visitor and the guide see it. */
const GUIDE = `guide-demo-${Date.now()}@test.serendibtrails.lk`;
let database: ScratchDatabase;
let server: RunningServer;

const variables = () => ({
  NODE_ENV: 'test',
  JWT_SECRET: jwtSecret(),
  DATABASE_URL: database.url,
  DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  ADMIN_EMAILS: GUIDE,
});

interface DemoRun {
  code: number;
  output: string;
}

/** The built demo command, as `npm run demo` runs it once the server is built. */
function runDemo(overrides: Record<string, string> = {}): Promise<DemoRun> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['server/dist/scripts/demo.js'],
      { cwd: REPO_ROOT, env: { ...env, ...variables(), ...overrides } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

function credentials(output: string, role: 'Tour guide' | 'Traveller') {
  const match = new RegExp(`${role} [^:]*: (\\S+)\\s+password: (\\S+)`).exec(output);
  if (!match) throw new Error(`No ${role} credentials in:\n${output}`);
  return { email: match[1], password: match[2] };
}

async function signIn(login: { email: string; password: string }) {
  const response = await request<{ token?: string; user?: { isAdmin: boolean } }>(
    'POST',
    '/api/auth/login',
    { base: server.baseUrl, body: login },
  );
  return response.body;
}

interface SiteContent {
  reviews: { fullName: string; images: string[] }[];
  albums: { title: string; images: { url: string; caption: string }[] }[];
  enquiries: { reference: string; name: string; status: string }[];
  guides: { name: string; languages: string[] }[];
  /** How many German-speaking guides are free for the five-day tour a month from now. */
  germanGuidesFree: number;
}

const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the home page, the showcase and the guides' inbox show. */
async function siteContent(guideToken: string): Promise<SiteContent> {
  const base = server.baseUrl;
  const feedback = await request<{ feedback: SiteContent['reviews'] }>('GET', '/api/feedback', {
    base,
  });
  const albums = await request<{ albums: SiteContent['albums'] }>('GET', '/api/tour-albums', {
    base,
  });
  const inbox = await request<{ bookings: SiteContent['enquiries'] }>('GET', '/api/bookings', {
    base,
    token: guideToken,
  });
  const guides = await request<{ guides: SiteContent['guides'] }>('GET', '/api/guides', {
    base,
    token: guideToken,
  });
  const day = dayAhead(30);
  const free = await request<{ days: { guidesFree: number }[] }>(
    'GET',
    `/api/tours/classic-5/availability?from=${day}&to=${day}&travellers=4&guideLanguage=de`,
    { base },
  );
  // What a visitor and the guide read; an email's delivery moves on as the server sends it.
  return {
    guides: guides.body.guides.map(({ name, languages }) => ({ name, languages })),
    germanGuidesFree: free.body.days[0].guidesFree,
    reviews: feedback.body.feedback.map(({ fullName, images }) => ({ fullName, images })),
    albums: albums.body.albums.map(({ title, images }) => ({ title, images })),
    enquiries: inbox.body.bookings.map(({ reference, name, status }) => ({
      reference,
      name,
      status,
    })),
  };
}

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startServer(variables());
}, 95_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
}, 35_000);

test('the demo fills an empty database once, however often it runs, and refuses one with real accounts', async () => {
  const first = await runDemo();
  expect(first).toEqual({
    code: 0,
    output: expect.stringContaining(
      'Demo added: 12 reviews, 3 albums, 39 photos, 4 enquiries, 4 guides, 4 tour bookings.',
    ),
  });
  const guide = await signIn(credentials(first.output, 'Tour guide'));
  expect(guide.user).toEqual(expect.objectContaining({ email: GUIDE, isAdmin: true }));
  const traveller = await signIn(credentials(first.output, 'Traveller'));
  expect(traveller.token).toEqual(expect.any(String));

  const filled = await siteContent(guide.token!);
  expect(filled.reviews).toHaveLength(12);
  for (const review of filled.reviews) expect(review.images.length).toBeGreaterThan(0);
  const image = await request('GET', filled.reviews[0].images[0], { base: server.baseUrl });
  expect(image.headers.get('content-type')).toBe('image/webp');
  expect(filled.albums.map((album) => album.title).sort()).toEqual([
    'Cultural Triangle in Five Days',
    'Hill Country by Train',
    'South Coast Whales and Forts',
  ]);
  for (const album of filled.albums) {
    expect(album.images).toHaveLength(6);
    for (const photo of album.images) expect(photo.caption).not.toBe('');
  }
  expect(filled.enquiries).toHaveLength(4);
  expect(filled.enquiries.map((enquiry) => enquiry.status).sort()).toEqual([
    'confirmed',
    'contacted',
    'new',
    'new',
  ]);
  const mine = await request<{ bookings: unknown[] }>('GET', '/api/bookings/mine', {
    base: server.baseUrl,
    token: traveller.token,
  });
  expect(mine.body.bookings).toHaveLength(1);
  // The guides' calendar lives: guides with their languages, tours held, confirmed and cancelled.
  expect(filled.guides.map(({ name }) => name)).toEqual([
    'Dilani Jayasuriya',
    'Kamala Silva',
    'Nimal Perera',
    'Ruwan Fernando',
  ]);
  // Of the two German-speaking guides, one leads the German party a month from now.
  expect(filled.germanGuidesFree).toBe(1);
  const statuses = await withDatabase(
    async (db) =>
      (await db.query<{ status: string }>('SELECT "status" FROM "tour_bookings" ORDER BY 1')).rows,
    database.url,
  );
  expect(statuses.map(({ status }) => status)).toEqual(['cancelled', 'confirmed', 'held', 'held']);

  const second = await runDemo();
  expect(second).toEqual({
    code: 0,
    output: expect.stringContaining('The demo is there already: nothing added.'),
  });
  const guideAgain = await signIn(credentials(second.output, 'Tour guide'));
  expect(await siteContent(guideAgain.token!)).toEqual(filled);
  // Each run gives the guide a new password; the one printed before no longer signs in.
  expect((await signIn(credentials(first.output, 'Tour guide'))).token).toBeUndefined();

  const visitor = newAccount();
  const registered = await request('POST', '/api/auth/register', {
    base: server.baseUrl,
    body: visitor,
  });
  expect(registered.status).toBe(201);
  const refused = await runDemo();
  expect(refused).toEqual({
    code: 1,
    output: expect.stringContaining(
      'This database holds 1 account that the demo did not make: the demo fills only a database of its own.',
    ),
  });
  expect(refused.output).not.toContain('password:');
  expect(await siteContent(guideAgain.token!)).toEqual(filled);
}, 120_000);

/** A database of its own for one test, dropped after it. */
async function withScratchDatabase(work: (scratch: ScratchDatabase) => Promise<void>) {
  const scratch = await createScratchDatabase();
  try {
    await work(scratch);
  } finally {
    await scratch.drop();
  }
}

const tablesIn = (scratch: ScratchDatabase) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return rows[0].count;
  }, scratch.url);

test('with NODE_ENV=production the demo refuses to run, saying so, and makes nothing', async () => {
  await withScratchDatabase(async (scratch) => {
    const refused = await runDemo({ NODE_ENV: 'production', DATABASE_URL: scratch.url });

    expect(refused).toEqual({
      code: 1,
      output: expect.stringContaining(
        'The demo does not run with NODE_ENV=production: it makes a tour guide and a traveller whose passwords it prints',
      ),
    });
    expect(refused.output).not.toContain('password:');
    expect(await tablesIn(scratch)).toBe(0);
  });
}, 60_000);

test("a production start refuses the demo's database, saying so", async () => {
  await withScratchDatabase(async (scratch) => {
    expect((await runDemo({ DATABASE_URL: scratch.url })).code).toBe(0);

    const production = spawnServer({
      ...variables(),
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
    });

    expect(await production.exited).toEqual({ code: 1, signal: null });
    expect(production.output()).toContain(
      "This database holds the demo site of `npm run demo`: its tour guide's and traveller's passwords were printed, and its reviews and enquiries are made up. A production site does not start on it",
    );
    expect(production.output()).not.toMatch(/undefined|\n\s+at /);
  });
}, 120_000);
