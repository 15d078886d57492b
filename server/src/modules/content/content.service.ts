import type { DataSource } from 'typeorm';
import { AppError } from '../../common/errors';
import { contentMessages as say } from '../../shared/content';
import { documentIn, kindOf, languageOf, schemaFor } from './content-documents';
import { publishedRevisions } from './content-store';
import type { ContentDocumentView } from './content.types';

/** What visitors read: published revisions only, in a language, each text falling back to English. */
export class ContentService {
  constructor(private readonly dataSource: DataSource) {}

  /** Every published entry of a kind, in the editors' order. */
  async published(kindName: string, language?: string): Promise<ContentDocumentView[]> {
    const kind = kindOf(kindName);
    const lang = languageOf(language);
    const rows = await publishedRevisions(this.dataSource.manager, kind, lang);
    return rows.map((row) => ({
      kind,
      key: row.key,
      document: documentIn(schemaFor(kind, row.key), row, lang),
    }));
  }

  /** A free page (privacy notice, terms, imprint) by its slug. */
  async page(slug: string, language?: string): Promise<ContentDocumentView> {
    const lang = languageOf(language);
    const [row] = await publishedRevisions(this.dataSource.manager, 'page', lang, slug);
    if (!row) throw new AppError('NOT_FOUND', say.pageNotFound);
    return { kind: 'page', key: slug, document: documentIn(schemaFor('page', slug), row, lang) };
  }
}
