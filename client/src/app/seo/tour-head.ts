import type { I18n } from '@lingui/core';
import { PAGE_ROUTES, tourPath } from '@lanka-tours/shared/site-routes';
import { pathInLanguage, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { BASE_CURRENCY, fromPrice, MINOR_UNITS } from '@lanka-tours/shared/tour-prices';
import type { Brand } from '../../content/useSiteContent';
import type { BookableTour, DayPlanDocument } from '../../features/services';
import { bookableTour } from '../../features/services';
import { absoluteUrl, headTags, type HeadTags } from './head-tags';
import { headHtml } from './head-html';
import { NOT_FOUND_META, routeMeta } from './route-meta';
import {
  breadcrumbList,
  jsonLdGraph,
  organizationId,
  touristTrip,
  travelAgency,
  webSite,
  type JsonLd,
  type PageContext,
} from './structured-data';

/** A tour's page is named after the tour, described by its subtitle and shown by its picture. */
export function tourHeadTags(
  { option }: BookableTour,
  brand: Brand,
  siteUrl: string,
  i18n: I18n,
): HeadTags {
  const path = tourPath(option.id);
  const tags = headTags(path, siteUrl, brand, i18n);
  return {
    ...tags,
    title: `${option.title} | ${brand.name}`,
    description: option.subtitle,
    image: {
      url: absoluteUrl(option.image.src, siteUrl),
      width: option.image.width,
      height: option.image.height,
      alt: option.image.alt || option.title,
    },
  };
}

/**
 * What a tour's page tells search engines: the company, the site, the way from Home through the
 * tour plans, and the tour as a product on sale (Google's merchant listings) at its lowest price
 * per person, bought on this page.
 */
export function tourStructuredData(
  { plan, option }: BookableTour,
  brand: Brand,
  siteUrl: string,
  i18n: I18n,
): JsonLd {
  const language = i18n.locale as SiteLanguage;
  const context: PageContext = { siteUrl, language, i18n };
  const inLanguage = (page: string) => pathInLanguage(page, language);
  const url = absoluteUrl(inLanguage(tourPath(option.id)), siteUrl);
  const price = (fromPrice(option.prices) / MINOR_UNITS).toFixed(2);
  const trip = touristTrip(
    {
      days: plan.days,
      title: option.title,
      subtitle: option.subtitle,
      highlights: option.highlights,
      image: option.image.src,
    },
    context,
  );
  const offeredBy = { '@id': organizationId(siteUrl) };
  return jsonLdGraph([
    travelAgency(brand, siteUrl),
    webSite(brand, context),
    breadcrumbList(
      [
        { name: i18n._(routeMeta('/')!.title), path: inLanguage('/') },
        { name: i18n._(routeMeta(PAGE_ROUTES.services)!.title), path: inLanguage('/services') },
        { name: option.title, path: inLanguage(tourPath(option.id)) },
      ],
      siteUrl,
    ),
    {
      ...trip,
      '@type': ['Product', 'TouristTrip'],
      '@id': `${url}#tour`,
      url,
      sku: option.id,
      brand: { '@type': 'Brand', name: brand.name },
      offers: {
        '@type': 'Offer',
        url,
        price,
        priceCurrency: BASE_CURRENCY,
        availability: 'https://schema.org/InStock',
        seller: offeredBy,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: BASE_CURRENCY,
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'person' },
        },
      },
    },
  ]);
}

const TOUR_PAGE = /^\/tours\/([^/]+)$/;

/**
 * The head of a tour's page (`pagePath` without its language) from the plans its render read,
 * and whether there is such a tour; undefined for any other page.
 */
export function tourPageHead(
  pagePath: string,
  plans: readonly DayPlanDocument[],
  brand: Brand,
  siteUrl: string,
  i18n: I18n,
): { headHtml: string; found: boolean } | undefined {
  const slug = TOUR_PAGE.exec(pagePath)?.[1];
  if (slug === undefined) return undefined;
  const tour = bookableTour(plans, slug);
  if (!tour) {
    const notFound = headTags(pagePath, siteUrl, brand, i18n, NOT_FOUND_META);
    return {
      headHtml: headHtml(notFound, null),
      found: false,
    };
  }
  return {
    headHtml: headHtml(
      tourHeadTags(tour, brand, siteUrl, i18n),
      tourStructuredData(tour, brand, siteUrl, i18n),
    ),
    found: true,
  };
}
