/** Where the server rendering this page says the site lives; set once per render on the server. */
let renderedFor: string | undefined;

/** The server's renderer names the public origin before it renders (SITE_URL, else PUBLIC_URL). */
export function setSiteUrl(url: string): void {
  renderedFor = url.replace(/\/+$/, '');
}

/**
 * The site's public origin, without a trailing slash: canonical links, social cards and the
 * sitemap use it. In the browser, the origin the server wrote on <html data-site-url>, so a page
 * opened through another address still names the site's own.
 */
export function siteUrl(): string {
  if (renderedFor) return renderedFor;
  if (typeof document !== 'undefined') {
    return document.documentElement.dataset.siteUrl || window.location.origin;
  }
  return 'http://localhost:5000';
}
