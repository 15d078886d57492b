declare const __SITE_URL__: string | undefined;

/**
 * The site's public origin, without a trailing slash: the build setting SITE_URL (else
 * PUBLIC_URL, else http://localhost:5000; see vite.config.ts). Canonical links, social cards
 * and the sitemap use it.
 */
export const SITE_URL: string =
  typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost:5000';
