import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { onePart, ReadCache, type Changes } from '../../common/read-cache';
import type { Viewer } from '../../common/request-context';
import { contentMessages as say, type ContentKind } from '@lanka-tours/shared/content';
import { documentIn, englishTextsIn, kindOf, languageOf, schemaFor } from './content-documents';
import { publishedRevisions } from './content-store';
import type { ContentDocumentView } from './content.types';

type Read = (drafts: boolean) => Promise<ContentDocumentView[]>;
type Cacheable = (documents: ContentDocumentView[]) => boolean;
type Choice = Parameters<typeof publishedRevisions>[3];

/**
 * What visitors read: published revisions only, in a language, each text falling back to English.
 * Given a `previewer`, the read is a preview: each entry's draft where it has one, for tour guides
 * only (anyone else is refused as the editor refuses them).
 */
export class ContentService {
  /** The published reads, cached until a publish; a preview is read afresh every time. */
  private readonly reads: ReadCache;

  constructor(
    private readonly dataSource: DataSource,
    changes: Changes,
  ) {
    this.reads = new ReadCache(changes, onePart('content'));
  }

  /** Every published entry of a kind, in the editors' order. */
  published(kindName: string, language?: string, previewer?: Viewer) {
    const kind = kindOf(kindName);
    const lang = languageOf(language);
    return this.read(`${kind} ${lang}`, previewer, (drafts) =>
      this.documents(kind, lang, { drafts }),
    );
  }

  /** A free page (privacy notice, terms, imprint) by its slug. */
  async page(slug: string, language?: string, previewer?: Viewer): Promise<ContentDocumentView> {
    const lang = languageOf(language);
    const [page] = await this.read(
      `page ${slug} ${lang}`,
      previewer,
      (drafts) => this.documents('page', lang, { key: slug, drafts }),
      // A page that does not exist is not cached: made-up slugs must not fill the memory.
      (pages) => pages.length > 0,
    );
    if (!page) throw new AppError('NOT_FOUND', say.pageNotFound);
    return page;
  }

  /** The published read from the cache; a preview, once allowed, from the database. */
  private read(key: string, previewer: Viewer | undefined, read: Read, cacheable?: Cacheable) {
    if (previewAllowed(previewer)) return read(true);
    return this.reads.get(key, () => read(false), cacheable);
  }

  private async documents(kind: ContentKind, lang: string, choice: Choice) {
    const rows = await publishedRevisions(this.dataSource.manager, kind, lang, choice);
    return rows.map((row) => ({
      kind,
      key: row.key,
      document: documentIn(schemaFor(kind, row.key), row, lang),
      englishTexts: englishTextsIn(row, lang),
    }));
  }
}

/** Whether the read is a preview, which only a tour guide may ask for. */
function previewAllowed(previewer: Viewer | undefined): boolean {
  previewer?.requireAdmin();
  return previewer !== undefined;
}
