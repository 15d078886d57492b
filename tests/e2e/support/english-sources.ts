import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONTENT_KIND_NAMES } from '@lanka-tours/shared/content';

/**
 * The English words that a language translates: a page in that language that shows them as they
 * are shows English where it has a translation. Words a translation keeps (a name, "Ella") are
 * not among them.
 */
const CATALOG_FOLDERS = ['client/src/locales', 'shared/src/locales'];
const SITE_CONTENT =
  'query ($kind: ContentKind!, $language: String!) { siteContent(kind: $kind, language: $language) { key document } }';

const translated = (english: string, translation: string | undefined) =>
  Boolean(english.trim() && translation && translation.trim() !== english.trim());

/** The messages of the code (every catalog) that `language` words differently. */
export async function translatedMessages(language: string): Promise<Set<string>> {
  const po = formatter({ explicitIdAsDefault: true });
  const words = new Set<string>();
  for (const folder of CATALOG_FOLDERS) {
    const files = fs
      .readdirSync(path.join(folder, language))
      .filter((file) => file.endsWith('.po'));
    for (const file of files) {
      const text = fs.readFileSync(path.join(folder, language, file), 'utf8');
      const catalog = await po.parse(text, {
        locale: language,
        sourceLocale: 'en',
        filename: file,
      });
      for (const [id, { message, translation }] of Object.entries(catalog)) {
        const english = message ?? id;
        // A message with a placeholder never shows as it is written.
        if (!english.includes('{') && translated(english, translation)) words.add(english);
      }
    }
  }
  return words;
}

/** Each text of a document, by its path in it. */
function textsOf(value: unknown, at = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(at, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) textsOf(inner, `${at}/${key}`, into);
  }
  return into;
}

/** The published content's texts (GraphQL `siteContent`) that `language` words differently. */
export async function translatedContent(
  request: APIRequestContext,
  language: string,
): Promise<Set<string>> {
  const read = async (kind: string, lang: string) => {
    const answer = await request.post('/graphql', {
      data: { query: SITE_CONTENT, variables: { kind, language: lang } },
    });
    const { data } = (await answer.json()) as {
      data: { siteContent: { key: string; document: unknown }[] };
    };
    return new Map(data.siteContent.map(({ key, document }) => [key, textsOf(document)]));
  };
  const words = new Set<string>();
  for (const kind of CONTENT_KIND_NAMES) {
    const [english, other] = await Promise.all([read(kind, 'en'), read(kind, language)]);
    for (const [key, texts] of english) {
      for (const [at, text] of texts) {
        if (translated(text, other.get(key)?.get(at))) words.add(text.trim());
      }
    }
  }
  return words;
}

/**
 * What the page shows as text, each text node with its spaces collapsed, and the names its controls
 * are read out by (`aria-label`, `placeholder`).
 */
export function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, noscript, template')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder]')) {
      texts.push(
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('placeholder') ?? '',
      );
    }
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}
