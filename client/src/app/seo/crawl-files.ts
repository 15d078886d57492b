import { escapeHtml } from '@lanka-tours/shared/escape-html';
import { languageBase, pathInLanguage, SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import { alternatesOf } from './head-tags';
import { PRERENDERED_PATHS, ROUTE_META, type PrerenderedPath } from './route-meta';
import type { SearchContent } from './search-content';

/** Images each page shows, for the image part of the sitemap. */
function pageImages(path: PrerenderedPath, content: SearchContent): string[] {
  const images: Partial<Record<PrerenderedPath, readonly (string | undefined)[]>> = {
    '/services': content.tourPlans.map((plan) => plan.image),
    '/gallery': content.destinations.map((destination) => destination.image),
  };
  return [...new Set(images[path]?.filter((image): image is string => !!image))];
}

/**
 * Every indexable page (the tours' own pages among them) in every language, each with its alternates in the others and the images
 * it shows (sitemaps.org with Google's image and hreflang extensions).
 */
export function sitemapXml(content: SearchContent, siteUrl: string): string {
  const absolute = (path: string) => escapeHtml(new URL(path, `${siteUrl}/`).href);
  const indexable = PRERENDERED_PATHS.filter((path) => ROUTE_META[path].indexable).map((path) => ({
    path,
    images: pageImages(path, content),
  }));
  const tourPages = content.tourPages.map(({ path, image }) => ({ path, images: [image] }));
  const entries = [...indexable, ...tourPages].flatMap(({ path, images: shown }) => {
    const images = shown.map(
      (image) => `\n    <image:image><image:loc>${absolute(image)}</image:loc></image:image>`,
    );
    const alternates = alternatesOf(path, siteUrl).map(
      ({ hreflang, href }) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
    );
    return SITE_LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${absolute(pathInLanguage(path, language))}</loc>` +
        `${alternates.join('')}${images.join('')}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages that are private or hold one-time secrets, in every language. */
const PRIVATE_PAGES = ['/admin', '/profile', '/reset-password', '/manage-booking', '/quote'];

/** Those pages under each language's prefix, and the machine-facing paths (which have none). */
export const DISALLOWED_PATHS = [
  ...SITE_LANGUAGES.flatMap((language) =>
    PRIVATE_PAGES.map((page) => `${languageBase(language)}${page}`),
  ),
  '/api',
  '/graphql',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
