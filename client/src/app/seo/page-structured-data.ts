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
  Record<PrerenderedPath, (content: SearchContent, siteUrl: string) => JsonLd[]>
> = {
  '/services': ({ tourPlans }, siteUrl) => tourPlans.map((plan) => touristTrip(plan, siteUrl)),
  '/gallery': ({ destinations }, siteUrl) =>
    destinations.map((destination) => touristAttraction(destination, siteUrl)),
  '/contact': ({ faqs }, siteUrl) => (faqs.length ? [faqPage(faqs, `${siteUrl}/contact`)] : []),
};

/** The JSON-LD of one prerendered page: the company and the site on all, then its own. */
export function pageStructuredData(
  path: PrerenderedPath,
  content: SearchContent,
  siteUrl: string,
): JsonLd {
  const nodes = [travelAgency(siteUrl), webSite(siteUrl)];
  const meta = routeMeta(path);
  if (path !== '/' && meta?.indexable) {
    nodes.push(
      breadcrumbList(
        [
          { name: 'Home', path: '/' },
          { name: meta.title, path },
        ],
        siteUrl,
      ),
    );
  }
  nodes.push(...(PAGE_NODES[path]?.(content, siteUrl) ?? []));
  return jsonLdGraph(nodes);
}
