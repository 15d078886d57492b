import type { I18n } from '@lingui/core';
import { APP_CHUNKS_ID } from '@lanka-tours/shared/app-start';
import { use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteTitleContext } from '../../lib/usePageTitle';
import { headTags, type HeadTags } from './head-tags';
import { routeMeta } from './route-meta';
import { siteUrl } from '../../lib/site-url';
import { useBrand } from '../../content/useSiteContent';
import { usePageLanguage } from '../../lib/page-language';
import { loadRouteHeadI18n } from './route-head-i18n';

type MetaKey = [attribute: 'name' | 'property', key: string];

function setMeta([attribute, key]: MetaKey, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) return element?.remove();
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.toggleAttribute('data-head', true);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string | undefined): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === undefined) return element?.remove();
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/** The page's links to itself in the other languages, after those of the page before. */
function setAlternates(alternates: HeadTags['alternates']): void {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) {
    link.remove();
  }
  for (const { hreflang, href } of alternates) {
    const element = document.createElement('link');
    element.rel = 'alternate';
    element.hreflang = hreflang;
    element.href = href;
    element.toggleAttribute('data-head', true);
    document.head.append(element);
  }
}

/** Brings the head in line with the page after a navigation, as the prerendered file has it. */
function applyHead(tags: HeadTags, setsTitle: boolean): void {
  if (setsTitle) {
    document.title = tags.title;
    setMeta(['property', 'og:title'], tags.title);
    setMeta(['name', 'twitter:title'], tags.title);
  }
  setMeta(['name', 'description'], tags.description);
  setMeta(['property', 'og:description'], tags.description);
  setMeta(['name', 'twitter:description'], tags.description);
  setMeta(['property', 'og:url'], tags.url);
  setMeta(['name', 'robots'], tags.robots);
  setCanonical(tags.canonical);
  setAlternates(tags.alternates);
}

/**
 * Whether the first page already has its head: the server writes it (in its render, and in the
 * page it rendered); the app shell's first page has it written here.
 */
const headWrittenByServer = () =>
  typeof document === 'undefined' || document.getElementById(APP_CHUNKS_ID) !== null;

/**
 * The routes' translator in the page's language, when the head must be written: not for the page
 * as the server rendered it (its head is the server's), but after any navigation, in the same
 * commit as the page, so that a page's own head (an album's, a missing album's) has the last
 * word. Loaded once the page is interactive; a navigation before then waits for it.
 */
function useRouteHeadI18n(pathname: string): I18n | undefined {
  const language = usePageLanguage();
  const [firstPath] = useState(() => (headWrittenByServer() ? pathname : null));
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  useEffect(() => void loadRouteHeadI18n(language), [language]);
  return navigated || pathname !== firstPath ? use(loadRouteHeadI18n(language)) : undefined;
}

/** Keeps <head> (title, description, canonical, robots, social tags) matching the route. */
export function RouteHead({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { name, tagline } = useBrand();
  const i18n = useRouteHeadI18n(pathname);
  const setsTitle = routeMeta(pathname) !== undefined;
  // Before the pages' own effects, so that a page naming itself (usePageTitle) has the last word.
  useLayoutEffect(() => {
    if (i18n) applyHead(headTags(pathname, siteUrl(), { name, tagline }, i18n), setsTitle);
  }, [pathname, setsTitle, name, tagline, i18n]);
  return <RouteTitleContext value={setsTitle}>{children}</RouteTitleContext>;
}
