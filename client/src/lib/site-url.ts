/**
 * The site's public origin, without a trailing slash, for the head the browser updates after each
 * navigation: the origin the server wrote on <html data-site-url> (its SITE_URL), so a page opened
 * through another address still names the site's own. In the browser only (effects).
 */
export function siteUrl(): string {
  return document.documentElement.dataset.siteUrl || window.location.origin;
}
