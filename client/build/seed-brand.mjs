// The brand as first published (the seed of the site-content migration, with its translations):
// the company's name, tagline and contact details that the letterhead and the social card are
// drawn from, in any of the site's languages.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const MIGRATIONS = new URL('../../server/src/db/migrations/', import.meta.url);
export const SEED_FILE = fileURLToPath(new URL('site-content-seed.json', MIGRATIONS));
export const TRANSLATIONS_FILE = fileURLToPath(
  new URL('site-content-translations.json', MIGRATIONS),
);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** An entry's texts in `language`, each falling back to English, as the site first read. */
export function seedTexts(kind, key, language = 'en') {
  const entry = readJson(SEED_FILE).entries.find((e) => e.kind === kind && e.key === key);
  const translated = language === 'en' ? {} : readJson(TRANSLATIONS_FILE)[language]?.[kind]?.[key];
  return { data: entry.data, texts: { ...entry.texts, ...translated } };
}

export function seedBrand(language = 'en') {
  const { data, texts } = seedTexts('brand', 'brand', language);
  return {
    name: texts.name,
    tagline: texts.tagline,
    contact: {
      ...data.contact,
      address: texts['contact.address'],
      replyPromise: texts['contact.replyPromise'],
    },
  };
}
