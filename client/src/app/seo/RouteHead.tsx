import type { I18n } from '@lingui/core';
import type { SiteLanguage } from '@shared/site-languages';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
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
 * The routes' translator in the page's language, once loaded (after the page is interactive: the
 * page as first loaded has its head from the server).
 */
function useRouteHeadI18n(): I18n | undefined {
  const language = usePageLanguage();
  const [loaded, setLoaded] = useState<{ language: SiteLanguage; i18n: I18n }>();
  useEffect(() => {
    let current = true;
    void loadRouteHeadI18n(language).then((i18n) => current && setLoaded({ language, i18n }));
    return () => {
      current = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.i18n : undefined;
}

/** Keeps <head> (title, description, canonical, robots, social tags) matching the route. */
export function RouteHead({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { name, tagline } = useBrand();
  const i18n = useRouteHeadI18n();
  const setsTitle = routeMeta(pathname) !== undefined;
  // Before the pages' own effects, so that a page naming itself (usePageTitle) has the last word.
  useLayoutEffect(() => {
    if (i18n) applyHead(headTags(pathname, siteUrl(), { name, tagline }, i18n), setsTitle);
  }, [pathname, setsTitle, name, tagline, i18n]);
  return <RouteTitleContext value={setsTitle}>{children}</RouteTitleContext>;
}
