import type { SitePart } from '../../common/read-cache';
import { partsReadBy } from '../../graphql/public-operations';
import type { Rendering } from './cached-pages';
import { RenderedHtml } from './rendered-html';
import type { PageDocument } from './page-document';
import type { ExecuteGraphql } from '@lanka-tours/shared/page-rendering';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import type { ServerBundle } from './server-bundle';

/** The app shell carries the layout's published content (the brand) only. */
const SHELL_READS: ReadonlySet<SitePart> = new Set(['content']);

/**
 * The public pages, rendered on the server at request time from the same React components the
 * browser hydrates, with the data they read as a signed-out visitor (cached by CachedPages).
 */
export class RenderedPages {
  constructor(
    private readonly bundle: ServerBundle,
    private readonly document: PageDocument,
    private readonly siteUrl: string,
    private readonly execute: ExecuteGraphql,
  ) {}

  /**
   * `path` rendered (a path no route claims renders the page-not-found screen), with `headHtml`
   * in place of the page's own head when given; cacheable unless one of its queries failed.
   * `found` is false when the page's subject is missing (no tour is booked at its address).
   */
  async page(
    path: string,
    headHtml?: string,
  ): Promise<Rendering<RenderedHtml> & { found: boolean }> {
    let failed = false;
    const reads = new Set<SitePart>();
    const execute: ExecuteGraphql = async (request) => {
      for (const part of partsReadBy(request.query)) reads.add(part);
      try {
        const answer = await this.execute(request);
        if (answer.errors?.length) failed = true;
        return answer;
      } catch (error) {
        failed = true;
        throw error;
      }
    };
    const parts = await this.bundle.renderPage(path, { siteUrl: this.siteUrl, execute });
    return {
      value: new RenderedHtml(this.document.compose(parts, headHtml)),
      cacheable: !failed,
      reads,
      found: parts.found,
    };
  }

  /** A language's app shell, for the pages the browser renders, with the layout's published content. */
  async shell(language: SiteLanguage): Promise<Rendering<RenderedHtml>> {
    try {
      const state = await this.bundle.shellState(this.execute, language);
      return {
        value: new RenderedHtml(this.document.shell(language, state)),
        cacheable: true,
        reads: SHELL_READS,
      };
    } catch {
      // The content is unreadable now (the database is away): the browser reads it itself.
      return {
        value: new RenderedHtml(this.document.shell(language, null)),
        cacheable: false,
        reads: SHELL_READS,
      };
    }
  }
}
