import { canonicalUuid } from '../../common/ids';
import { SITE_PARTS } from '../../common/read-cache';
import {
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import { albumPath } from '@lanka-tours/shared/album-seo';
import { albumHead, findAlbum, type AlbumService } from '../albums';
import type { CachedPages, Rendering } from './cached-pages';
import type { HtmlAnswer } from './rendered-html';
import type { RenderedPages } from './rendered-pages';
import { routeMatcher } from '../../http/route-patterns';
import type { ServerBundle } from './server-bundle';

/** The shells' place among the cached pages (one per language): no address is spelled so. */
const SHELL_KEY = 'app shell';
const ALBUM_PAGE = /^\/showcase\/album\/([^/]+)$/;
const TOUR_PAGE = /^\/tours\/[^/]+$/;

/**
 * Which page answers an address, in the language its prefix names (`/de/about`): a public page
 * rendered on the server; an album page, rendered
 * with its album's head (404 when there is no such album); a tour's page, rendered with its price
 * and booking form (404 when no tour is booked at the address; its free days are read by the
 * browser, never rendered or cached here); the app shell for the pages the
 * browser renders (signed-in pages, one-time links) and for a tour guide's preview of drafts
 * (`?preview`: read with the guide's session, never rendered or cached here); else the
 * page-not-found screen, 404.
 * Rendered pages are cached until a change makes them stale; the page of an album that does not
 * exist is not, so made-up addresses cannot fill the memory.
 */
export class SitePages {
  private readonly isBrowserRoute: (pathname: string) => boolean;

  constructor(
    private readonly bundle: ServerBundle,
    private readonly rendered: RenderedPages,
    private readonly cached: CachedPages<HtmlAnswer>,
    private readonly albums: AlbumService,
    private readonly siteUrl: string,
  ) {
    const rendersOnServer = new Set(bundle.PRERENDERED_PATHS);
    this.isBrowserRoute = routeMatcher(
      bundle.routePatterns().filter((pattern) => pattern !== '/*' && !rendersOnServer.has(pattern)),
    );
  }

  /**
   * The address of the page when `pathname` spells it otherwise (an album's id in capitals),
   * for a permanent redirect: each page is rendered and cached under one address only.
   */
  canonicalPath(pathname: string): string | undefined {
    const albumId = ALBUM_PAGE.exec(pathWithoutLanguage(pathname))?.[1];
    const canonical = albumId === undefined ? undefined : canonicalUuid(albumId);
    if (canonical === undefined || canonical === albumId) return undefined;
    return pathInLanguage(albumPath(canonical), languageOfPath(pathname));
  }

  answer(pathname: string, preview = false): Promise<HtmlAnswer> {
    const language = languageOfPath(pathname);
    if (preview) return this.shell(language);
    const pagePath = pathWithoutLanguage(pathname);
    if (this.bundle.PRERENDERED_PATHS.includes(pagePath)) {
      return this.cached.get(pathname, () => this.withStatus(200, this.rendered.page(pathname)));
    }
    const albumId = ALBUM_PAGE.exec(pagePath)?.[1];
    if (albumId !== undefined)
      return this.cached.get(pathname, () => this.albumPage(pathname, albumId));
    if (TOUR_PAGE.test(pagePath)) return this.cached.get(pathname, () => this.tourPage(pathname));
    if (this.isBrowserRoute(pagePath)) return this.shell(language);
    const notFound = pathInLanguage(this.bundle.NOT_FOUND_PATH, language);
    return this.cached.get(notFound, () => this.withStatus(404, this.rendered.page(notFound)));
  }

  private async albumPage(pathname: string, id: string): Promise<Rendering<HtmlAnswer>> {
    const album = await findAlbum(this.albums, id);
    // Unreadable now (the database is away): the browser's page says so and offers a retry, and
    // a crawler is told to come back (the shell is no page to list in the album's place).
    if (album === undefined) {
      const shell = await this.shell(languageOfPath(pathname));
      return { value: { ...shell, status: 503 }, cacheable: false, reads: SITE_PARTS };
    }
    const head = albumHead(album, this.siteUrl, languageOfPath(pathname));
    const rendering = this.rendered.page(pathname, head);
    const { value, cacheable, reads } = await this.withStatus(album ? 200 : 404, rendering);
    // Its head is written from the album, read here.
    return { value, cacheable: cacheable && album !== null, reads: new Set([...reads, 'albums']) };
  }

  private async tourPage(pathname: string): Promise<Rendering<HtmlAnswer>> {
    const { value, cacheable, reads, found } = await this.rendered.page(pathname);
    return {
      value: { status: found ? 200 : 404, page: value },
      cacheable: cacheable && found,
      reads,
    };
  }

  /** A language's app shell, cached like a page: it carries the layout's published content. */
  private shell(language: SiteLanguage): Promise<HtmlAnswer> {
    return this.cached.get(`${SHELL_KEY} ${language}`, () =>
      this.withStatus(200, this.rendered.shell(language)),
    );
  }

  private async withStatus(
    status: number,
    rendering: Promise<Rendering<HtmlAnswer['page']>>,
  ): Promise<Rendering<HtmlAnswer>> {
    const { value, cacheable, reads } = await rendering;
    return { value: { status, page: value }, cacheable, reads };
  }
}
