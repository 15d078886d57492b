// The brand as first published (the seed of the site-content migration): the company's name,
// tagline and contact details that the letterhead and the social card are drawn from.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SEED_FILE = fileURLToPath(
  new URL('../../server/src/db/migrations/site-content-seed.json', import.meta.url),
);

export function seedBrand() {
  const { entries } = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8'));
  const { data, texts } = entries.find((entry) => entry.kind === 'brand');
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
