import { escapeHtml } from '@lanka-tours/shared/escape-html';
import type { HeadTags } from './head-tags';
import type { JsonLd } from './structured-data';

/** JSON inside <script>: `<` escaped so that no text in it can close the element. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (char) => (char === '\u2028' ? '\\u2028' : '\\u2029'));
}

/**
 * The managed part of a prerendered page's <head>. Every element carries `data-head` so the
 * browser side (RouteHead) finds and updates the same elements after each navigation.
 */
export function headHtml(tags: HeadTags, structuredData: JsonLd | null): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-head>`;
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    tags.robots && meta('name', 'robots', tags.robots),
    tags.canonical && `<link rel="canonical" href="${escapeHtml(tags.canonical)}" data-head>`,
    ...tags.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" data-head>`,
    ),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', tags.siteName),
    meta('property', 'og:locale', tags.locale),
    ...tags.localeAlternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image.url),
    meta('property', 'og:image:width', String(tags.image.width)),
    meta('property', 'og:image:height', String(tags.image.height)),
    meta('property', 'og:image:alt', tags.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image.url),
    meta('name', 'twitter:image:alt', tags.image.alt),
    structuredData && `<script type="application/ld+json">${scriptJson(structuredData)}</script>`,
  ];
  return lines.filter(Boolean).join('\n    ');
}
