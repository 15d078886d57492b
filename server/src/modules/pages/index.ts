import type { ApolloServer } from '@apollo/server';
import type { RequestContext, Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import type { AlbumService } from '../albums';
import { CachedPages } from './cached-pages';
import { PageDocument } from './page-document';
import type { HtmlAnswer } from './rendered-html';
import { crawlFileRoutes } from './pages.routes';
import { RenderedPages } from './rendered-pages';
import type { ExecuteGraphql } from '@lanka-tours/shared/page-rendering';
import { loadServerBundle } from './server-bundle';
import { SitePages } from './site-pages';

export type { HtmlAnswer } from './rendered-html';
export type { SitePages } from './site-pages';

interface PagesSetup {
  clientDist: string;
  siteUrl: string;
  /** The most memory the cached pages may take (CACHED_READS_MAX_MB). */
  mostBytes: number;
  apollo: ApolloServer<RequestContext>;
  albums: AlbumService;
  /** Whose news makes the cached pages stale. */
  changes: SiteChanges;
  /** The viewer of a request with no session: pages are rendered as any visitor sees them. */
  signedOut(): Promise<Viewer>;
}

/** The page's queries, answered in this process as a signed-out visitor's would be. */
function signedOutGraphql({ apollo, signedOut }: PagesSetup): ExecuteGraphql {
  return async (request) => {
    const response = await apollo.executeOperation(request, {
      contextValue: { viewer: await signedOut(), clientIp: '127.0.0.1' },
    });
    if (response.body.kind !== 'single') throw new Error('The page asked for a deferred answer');
    return response.body.singleResult;
  };
}

/**
 * The pages rendered on the server, with sitemap.xml and robots.txt; undefined for a client build
 * without its server bundle, whose files are then served as they are.
 */
export async function serverRenderedPages(setup: PagesSetup) {
  const bundle = await loadServerBundle(setup.clientDist);
  if (!bundle) return undefined;
  const document = new PageDocument(setup.clientDist, setup.siteUrl);
  const execute = signedOutGraphql(setup);
  const rendered = new RenderedPages(bundle, document, setup.siteUrl, execute);
  return {
    pages: new SitePages(
      bundle,
      rendered,
      new CachedPages<HtmlAnswer>(setup.changes, ({ page }) => page.bytes, setup.mostBytes),
      setup.albums,
      setup.siteUrl,
    ),
    crawlFiles: crawlFileRoutes(bundle, setup.albums, setup.siteUrl, execute),
  };
}
