import type { I18n } from '@lingui/core';
import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import type { Brand } from '../../content/useSiteContent';
import type { HomeReviewsQuery } from '../../graphql/generated';
import { companyReviews } from './review-structured-data';
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
  type PageContext,
} from './structured-data';

/** What each page describes beyond the company, from the content it shows. */
const PAGE_NODES: Partial<
  Record<PrerenderedPath, (content: SearchContent, brand: Brand, context: PageContext) => JsonLd[]>
> = {
  '/services': ({ tourPlans }, _brand, context) =>
    tourPlans.map((plan) => touristTrip(plan, context)),
  '/gallery': ({ destinations }, brand, context) =>
    destinations.map((destination) => touristAttraction(destination, brand, context)),
  '/contact': ({ faqs }, _brand, { siteUrl, language }) =>
    faqs.length ? [faqPage(faqs, `${siteUrl}${pathInLanguage('/contact', language)}`)] : [],
};

/** The JSON-LD of one prerendered page in the language of `i18n`: the company and the site on
 * all, then its own, each linking to the pages in that language. */
export function pageStructuredData(
  path: PrerenderedPath,
  content: SearchContent,
  brand: Brand,
  siteUrl: string,
  i18n: I18n,
  /** Home's reviews: the company's rating is described where its reviews are read. */
  reviews: HomeReviewsQuery | null = null,
): JsonLd {
  const language = i18n.locale as SiteLanguage;
  const context: PageContext = { siteUrl, language, i18n };
  const company = { ...travelAgency(brand, siteUrl), ...(reviews && companyReviews(reviews)) };
  const nodes = [company, webSite(brand, context)];
  const meta = routeMeta(path);
  if (path !== '/' && meta?.indexable) {
    const inLanguage = (page: string) => pathInLanguage(page, language);
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
  nodes.push(...(PAGE_NODES[path]?.(content, brand, context) ?? []));
  return jsonLdGraph(nodes);
}
