import { useLocation } from 'react-router-dom';
import type {
  DocumentOf,
  ListKindName,
  SectionKindName,
  SectionName,
  SectionOf,
} from '@lanka-tours/shared/content';
import {
  ContentPageDocument,
  SiteContentDocument,
  type ContentPageQueryVariables,
  type SiteContentQueryVariables,
} from '../graphql/requests.generated';
import { usePageRead } from '../data/usePageRead';
import { usePageLanguage } from '../lib/page-language';
import type { PageRead } from '../data/page-reads';

/**
 * The variables every content read adds: `preview` on a page opened with `?preview` (the editor's
 * Preview button), where a tour guide reads each entry's draft; the server refuses anyone else.
 * Left out otherwise, so a visitor's reads are the ones the server rendered with the page.
 */
function useReadVariables() {
  const preview = new URLSearchParams(useLocation().search).has('preview');
  return { language: usePageLanguage(), ...(preview && { preview: true }) };
}

/** A read's data; what went wrong is for the page's error screen. */
function dataOf<Data>({ data, error }: PageRead<Data>): Data {
  if (error || !data) throw error ?? new Error('The server answered without content');
  return data;
}

/** The entries read, each with its texts shown in English noted (useSiteContent.ts). */
function withEnglishNoted<Entry extends { document: object; englishTexts: readonly string[] }>(
  entries: Entry[],
): Entry[] {
  for (const { document, englishTexts } of entries) noteEnglishTexts(document, englishTexts);
  return entries;
}

/** The published entries of a kind, in the editors' order, as `{key, document}`. */
function usePublished(kind: ListKindName | SectionKindName) {
  const variables: SiteContentQueryVariables = { kind, ...useReadVariables() };
  return withEnglishNoted(dataOf(usePageRead(SiteContentDocument, variables)).siteContent);
}

/**
 * The published documents of a list kind (destinations, FAQ items …), in the editors' order.
 * Suspends until they are read; the server's render ships them with the page.
 */
export function useSiteContent<K extends ListKindName>(kind: K): DocumentOf<K>[] {
  return usePublished(kind).map(({ document }) => document as DocumentOf<K>);
}

export type Sections<K extends SectionKindName> = { [S in SectionName<K>]: SectionOf<K, S> };

/** Every published section of a section kind by name, e.g. Home's `hero`, `welcome` … */
export function useContentSections<K extends SectionKindName>(kind: K): Sections<K> {
  const entries = usePublished(kind);
  return Object.fromEntries(entries.map(({ key, document }) => [key, document])) as Sections<K>;
}

/** One published section of a section kind, e.g. `useContentSection('homeSection', 'hero')`. */
export function useContentSection<K extends SectionKindName, S extends SectionName<K>>(
  kind: K,
  section: S,
): SectionOf<K, S> {
  const document = useContentSections(kind)[section];
  if (!document) throw new Error(`The ${kind} section ${section} is not published`);
  return document;
}

/** A published free page (the privacy notice, the terms …) by its slug. */
export function useContentPage(slug: string): DocumentOf<'page'> {
  const variables: ContentPageQueryVariables = { slug, ...useReadVariables() };
  const [page] = withEnglishNoted([
    dataOf(usePageRead(ContentPageDocument, variables)).contentPage,
  ]);
  return page.document as DocumentOf<'page'>;
}

export type Brand = SectionOf<'brand', 'brand'>;

/** The company's name, addresses and links, which the layout and many pages show. */
export const useBrand = (): Brand => useContentSection('brand', 'brand');

/**
 * Which texts of the content a page shows are in English for want of a translation (the server
 * names them: `englishTexts`), so that the page marks them `lang="en"` for screen readers, search
 * engines and the browser's hyphenation. Kept by the object (or list) that holds each text.
 */
const englishKeys = new WeakMap<object, Set<string>>();

const isHolder = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Notes, in a document read in a language, its texts at `paths` ('plan.days.0.title') as English. */
function noteEnglishTexts(document: object, paths: readonly string[]): void {
  for (const path of paths) {
    const keys = path.split('.');
    const key = keys.pop()!;
    let holder: unknown = document;
    for (const step of keys) holder = isHolder(holder) ? holder[step] : undefined;
    if (!isHolder(holder)) continue;
    const english = englishKeys.get(holder) ?? new Set();
    englishKeys.set(holder, english.add(key));
  }
}

/**
 * `'en'` for the text at `key` of `holder` (a document, or an object or a list in one) when the
 * page shows it in English in place of its language; nothing otherwise: `<h3 lang={langOf(item,
 * 'question')}>`.
 */
export function langOf(holder: object, key: string | number): 'en' | undefined {
  return englishKeys.get(holder)?.has(String(key)) ? 'en' : undefined;
}
