// What the letterhead says in each of the site's languages: the brand and the letterhead's title
// as first published, in that language, and the names of the contact fields from the shared
// content catalog (the editor's messages for them).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedBrand, seedTexts } from './seed-brand.mjs';

export const LETTERHEAD_LANGUAGES = ['en', 'de', 'fr', 'ru', 'zh'];

const fontFile = (name) => fileURLToPath(new URL(`fonts/${name}`, import.meta.url));

/**
 * The fonts the letterheads the PDF's standard fonts cannot write embed (fonts/ beside this file, the
 * letters of each that they write): Noto Sans for Russian, WenQuanYi Micro Hei (one weight) for
 * Chinese.
 */
export const EMBEDDED_FONTS = {
  ru: {
    regular: fontFile('noto-sans-letterhead-regular.ttf'),
    bold: fontFile('noto-sans-letterhead-bold.ttf'),
  },
  zh: {
    regular: fontFile('wqy-microhei-letterhead.ttf'),
    bold: fontFile('wqy-microhei-letterhead.ttf'),
  },
};

const catalogFile = (language) =>
  fileURLToPath(new URL(`../../shared/src/locales/${language}/content.po`, import.meta.url));

/** The catalog's translation of a one-line message, or the English when it has none. */
function translated(language, english) {
  if (language === 'en') return english;
  const catalog = fs.readFileSync(catalogFile(language), 'utf8');
  const quoted = JSON.stringify(english);
  const entry = catalog.split('\n\n').find((block) => block.includes(`\nmsgid ${quoted}\n`));
  const translation = entry && JSON.parse(entry.match(/^msgstr (".*")$/m)[1]);
  return translation || english;
}

export function letterheadMessages(language) {
  const brand = seedBrand(language);
  const { texts } = seedTexts('homeSection', 'letterhead', language);
  return {
    brand,
    title: `${brand.name} – ${texts.title}`,
    labels: {
      phone: translated(language, 'Phone'),
      whatsapp: translated(language, 'WhatsApp'),
      email: translated(language, 'Email'),
    },
  };
}

/** Every character a letterhead in `language` writes, for its font to have. */
export function lettersOf(messages) {
  const { brand, labels } = messages;
  const { contact } = brand;
  const texts = [brand.tagline, contact.address, contact.replyPromise, contact.email];
  texts.push(contact.phone, contact.whatsapp, ...Object.values(labels), '|');
  return new Set([...texts.join('')].filter((letter) => letter.trim()));
}
