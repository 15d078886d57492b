import { JSDOM } from 'jsdom';
import { announceChange, createScratchDatabase, withDatabase } from './support/database';
import type { ScratchDatabase } from './support/database';
import { request } from './support/http';
import { ownServerVariables, startServer, type RunningServer } from './support/server-process';
import { CONTENT_KIND_NAMES } from '@lanka-tours/shared/content';
import { SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';

/**
 * The site's content reads in each language, and where a text has no translation a page shows
 * it in English and says so: every text of the content it shows (and every picture's
 * description) sits in an element marked `lang="en"`, in the page as the server renders it.
 */
const PAGES = [
  '/de',
  '/de/about',
  '/de/services',
  '/de/gallery',
  '/de/contact',
  '/de/showcase',
  '/de/privacy',
];

let database: ScratchDatabase;
let server: RunningServer;
let englishTexts: Set<string>;

beforeAll(async () => {
  database = await createScratchDatabase();
  server = await startServer(ownServerVariables(database.url));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
}, 60_000);

/** A text in words, not an address, a number or nothing, which read the same in every language. */
const isWords = (text: string) => /\p{L}{2}/u.test(text) && !/^\S+@\S+$/.test(text);

const markedEnglish = (element: Element | null) => element?.closest('[lang]')?.getAttribute('lang');

/** The texts of the content that the page shows, or describes a picture with, unmarked. */
function unmarkedContentTexts(html: string): string[] {
  const { document, NodeFilter } = new JSDOM(html).window;
  const root = document.getElementById('root')!;
  const unmarked: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!.trim();
    // A form's words are the site's own (the booking form's destinations are names in its catalog).
    const inForm = node.parentElement?.closest('form');
    if (englishTexts.has(text) && !inForm && markedEnglish(node.parentElement) !== 'en') {
      unmarked.push(text);
    }
  }
  for (const picture of root.querySelectorAll('img[alt]')) {
    const alt = picture.getAttribute('alt')!.trim();
    if (englishTexts.has(alt) && markedEnglish(picture) !== 'en') unmarked.push(`alt: ${alt}`);
  }
  return unmarked;
}

interface PublicEntry {
  key: string;
  englishTexts: string[];
}

test("a fresh site's content has every text in every language, names read the same included", async () => {
  const inEnglish: string[] = [];
  for (const language of SITE_LANGUAGES) {
    for (const kind of CONTENT_KIND_NAMES) {
      const read = await request<{ entries: PublicEntry[] }>(
        'GET',
        `/api/content/${kind}?language=${language}`,
        {
          base: server.baseUrl,
        },
      );
      expect(read.status).toBe(200);
      for (const { key, englishTexts } of read.body.entries) {
        inEnglish.push(...englishTexts.map((path) => `${language} ${kind} ${key} ${path}`));
      }
    }
  }

  expect(inEnglish).toEqual([]);
});

describe('with the German texts taken away', () => {
  beforeAll(async () => {
    englishTexts = await withDatabase(async (db) => {
      await db.query(`DELETE FROM content_texts WHERE language = 'de'`);
      await announceChange(db);
      const english = await db.query<{ value: string }>(
        `SELECT DISTINCT value FROM content_texts WHERE language = 'en'`,
      );
      return new Set(english.rows.map(({ value }) => value.trim()).filter(isWords));
    }, database.url);
  });

  test.each(PAGES)('%s marks every text of the content it shows in English', async (page) => {
    const response = await request('GET', page, { base: server.baseUrl });

    expect(response.status).toBe(200);
    expect(response.text).toContain('<html lang="de"');
    expect(unmarkedContentTexts(response.text)).toEqual([]);
  });
});
