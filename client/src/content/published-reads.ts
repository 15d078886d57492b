// The server's renderer reads published content outside React: what a page's render read, for
// its head and structured data, and what the sitemap and the app shell need.
import type { ContentKind, DocumentOf, ListKindName } from '@lanka-tours/shared/content';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import type { GraphqlAnswer } from '@lanka-tours/shared/page-rendering';
import type { PageReads } from '../data/page-reads';
import { SiteContentDocument, type SiteContentQuery } from '../graphql/requests.generated';
import type { Brand } from './useSiteContent';

const variables = (kind: ContentKind, language: SiteLanguage) => ({ kind, language });

const documentsOf = (answer: GraphqlAnswer | undefined) =>
  ((answer?.data as SiteContentQuery | undefined)?.siteContent ?? []).map(
    ({ document }) => document,
  );

/** The documents of a kind that a render read: none when it read none. */
export function renderedDocuments<K extends ListKindName>(
  reads: PageReads,
  kind: K,
  language: SiteLanguage,
): DocumentOf<K>[] {
  return documentsOf(
    reads.answerOf(SiteContentDocument, variables(kind, language)),
  ) as DocumentOf<K>[];
}

/** The brand a render read (every page's layout reads it). */
export function renderedBrand(reads: PageReads, language: SiteLanguage): Brand {
  const [brand] = documentsOf(reads.answerOf(SiteContentDocument, variables('brand', language)));
  if (!brand) throw new Error('The render did not read the brand');
  return brand as Brand;
}

/** The published documents of a kind, read now (and kept with the reads). */
export async function publishedDocuments<K extends ListKindName>(
  reads: PageReads,
  kind: K,
  language: SiteLanguage,
): Promise<DocumentOf<K>[]> {
  const outcome = await reads.read(SiteContentDocument, variables(kind, language));
  if ('failure' in outcome) throw outcome.failure;
  return documentsOf(outcome.answer) as DocumentOf<K>[];
}

/** Reads the published brand, for a page that ships it. */
export async function loadBrand(reads: PageReads, language: SiteLanguage): Promise<void> {
  await reads.read(SiteContentDocument, variables('brand', language));
}
