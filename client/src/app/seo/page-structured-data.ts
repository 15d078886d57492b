import type { I18n } from '@lingui/core';
import { pathInLanguage, type SiteLanguage } from '@shared/site-languages';
import type { Brand } from '../../content/useSiteContent';
import { routeMeta, type PrerenderedPath } from './route-meta';
import type { SearchContent } from './search-content';
import {
  breadcrumbList,
  faqPage,
  jsonLdGraph,
  touristAttraction,
  touristTrip,
  travelAgency,
  webSite,
  type JsonLd,
} from './structured-data';

/** What each page describes beyond the company, from the content it shows. */
const PAGE_NODES: Partial<
  Record<PrerenderedPath, (content: SearchContent, brand: Brand, siteUrl: string) => JsonLd[]>
> = {
  '/services': ({ tourPlans }, _brand, siteUrl) =>
    tourPlans.map((plan) => touristTrip(plan, siteUrl)),
  '/gallery': ({ destinations }, brand, siteUrl) =>
    destinations.map((destination) => touristAttraction(destination, brand, siteUrl)),
  '/contact': ({ faqs }, _brand, siteUrl) =>
    faqs.length ? [faqPage(faqs, `${siteUrl}/contact`)] : [],
};

/** The JSON-LD of one prerendered page: the company and the site on all, then its own (its
 * breadcrumb in the page's language). */
export function pageStructuredData(
  path: PrerenderedPath,
  content: SearchContent,
  brand: Brand,
  siteUrl: string,
  i18n: I18n,
): JsonLd {
  const nodes = [travelAgency(brand, siteUrl), webSite(brand, siteUrl)];
  const meta = routeMeta(path);
  if (path !== '/' && meta?.indexable) {
    const inLanguage = (page: string) => pathInLanguage(page, i18n.locale as SiteLanguage);
    nodes.push(
      breadcrumbList(
        [
          { name: i18n._(routeMeta('/')!.title), path: inLanguage('/') },
          { name: i18n._(meta.title), path: inLanguage(path) },
        ],
        siteUrl,
      ),
    );
  }
  nodes.push(...(PAGE_NODES[path]?.(content, brand, siteUrl) ?? []));
  return jsonLdGraph(nodes);
}
