declare const __SITE_URL__: string;

/**
 * The site's public origin, without a trailing slash: the build setting SITE_URL (else
 * PUBLIC_URL, else http://localhost:5000). Canonical links, social cards and the sitemap use it.
 */
export const SITE_URL: string = __SITE_URL__;
