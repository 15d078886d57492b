import { RenderedHtml } from './rendered-html';
import type { PageDocument } from './page-document';
import type { ExecuteGraphql } from '../../shared/page-rendering';
import type { ServerBundle } from './server-bundle';

/**
 * The public pages, rendered on the server at request time from the same React components the
 * browser hydrates. A page that read no data is kept; one that read the database (the albums) is
 * rendered for each request, and renders of it that overlap share one.
 */
export class RenderedPages {
  private readonly kept = new Map<string, Promise<RenderedHtml>>();
  private appShell: RenderedHtml | undefined;

  constructor(
    private readonly bundle: ServerBundle,
    private readonly document: PageDocument,
    private readonly siteUrl: string,
    private readonly execute: ExecuteGraphql,
  ) {}

  /**
   * `path` rendered (a path no route claims renders the page-not-found screen), with `headHtml`
   * in place of the page's own head when given.
   */
  page(path: string, headHtml?: string): Promise<RenderedHtml> {
    if (headHtml !== undefined) return this.render(path, headHtml).then(({ answer }) => answer);
    const kept = this.kept.get(path);
    if (kept) return kept;
    const rendering = this.render(path);
    const answer = rendering.then((rendered) => rendered.answer);
    this.kept.set(path, answer);
    rendering.then(
      ({ readData }) => readData && this.kept.delete(path),
      () => this.kept.delete(path),
    );
    return answer;
  }

  /** The page-not-found screen, for any address no page claims. */
  notFound(): Promise<RenderedHtml> {
    return this.page(this.bundle.NOT_FOUND_PATH);
  }

  /** The app shell alone, for the pages the browser renders. */
  shell(): RenderedHtml {
    this.appShell ??= new RenderedHtml(this.document.shell());
    return this.appShell;
  }

  private async render(
    path: string,
    headHtml?: string,
  ): Promise<{ answer: RenderedHtml; readData: boolean }> {
    const parts = await this.bundle.renderPage(path, {
      siteUrl: this.siteUrl,
      execute: this.execute,
    });
    return {
      answer: new RenderedHtml(this.document.compose(parts, headHtml)),
      readData: parts.stateJson !== null,
    };
  }
}
