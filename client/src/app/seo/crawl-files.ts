import { escapeHtml } from '@shared/escape-html';
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

/** Every indexable page, with the images it shows (sitemaps.org with Google's image extension). */
export function sitemapXml(content: SearchContent, siteUrl: string): string {
  const absolute = (path: string) => escapeHtml(new URL(path, `${siteUrl}/`).href);
  const entries = PRERENDERED_PATHS.filter((path) => ROUTE_META[path].indexable).map((path) => {
    const images = pageImages(path, content).map(
      (image) => `\n    <image:image><image:loc>${absolute(image)}</image:loc></image:image>`,
    );
    return `  <url>\n    <loc>${absolute(path)}</loc>${images.join('')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths that are private, machine-facing or hold one-time secrets. */
export const DISALLOWED_PATHS = ['/admin', '/profile', '/api', '/graphql', '/reset-password'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
