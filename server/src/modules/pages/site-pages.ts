import { albumHead, findAlbum } from '../albums/album-head';
import type { AlbumService } from '../albums/album.service';
import type { HtmlAnswer } from './rendered-html';
import type { RenderedPages } from './rendered-pages';
import { routeMatcher } from '../../http/route-patterns';
import type { ServerBundle } from './server-bundle';

const ALBUM_PAGE = /^\/showcase\/album\/([^/]+)$/;

/**
 * Which page answers an address: a public page rendered on the server; an album page, rendered
 * with its album's head (404 when there is no such album); the app shell for the pages the
 * browser renders (signed-in pages, one-time links); else the page-not-found screen, 404.
 */
export class SitePages {
  private readonly isBrowserRoute: (pathname: string) => boolean;

  constructor(
    private readonly bundle: ServerBundle,
    private readonly rendered: RenderedPages,
    private readonly albums: AlbumService,
    private readonly siteUrl: string,
  ) {
    const rendersOnServer = new Set(bundle.PRERENDERED_PATHS);
    this.isBrowserRoute = routeMatcher(
      bundle.routePatterns().filter((pattern) => pattern !== '/*' && !rendersOnServer.has(pattern)),
    );
  }

  async answer(pathname: string): Promise<HtmlAnswer> {
    if (this.bundle.PRERENDERED_PATHS.includes(pathname)) {
      return { status: 200, page: await this.rendered.page(pathname) };
    }
    const albumId = ALBUM_PAGE.exec(pathname)?.[1];
    if (albumId !== undefined) return this.albumPage(pathname, albumId);
    if (this.isBrowserRoute(pathname)) return { status: 200, page: this.rendered.shell() };
    return { status: 404, page: await this.rendered.notFound() };
  }

  private async albumPage(pathname: string, id: string): Promise<HtmlAnswer> {
    const album = await findAlbum(this.albums, id);
    // Unreadable now (the database is away): the browser's page says so and offers a retry.
    if (album === undefined) return { status: 200, page: this.rendered.shell() };
    const page = await this.rendered.page(pathname, albumHead(album, this.siteUrl));
    return { status: album ? 200 : 404, page };
  }
}
