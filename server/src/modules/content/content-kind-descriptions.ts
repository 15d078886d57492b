import type { ContentKind } from '@lanka-tours/shared/content';

/** How the GraphQL schema and the REST contract describe the kinds of content. */
export const CONTENT_KIND_DESCRIPTION =
  'A kind of site content: a list (destinations, FAQ items …) or a page’s sections.';

export const CONTENT_KIND_DESCRIPTIONS: Record<ContentKind, { description: string }> = {
  destination: { description: 'A place to visit (list; key: its numeric id).' },
  dayPlan: { description: 'A tour plan day by day (list; key: its number of days).' },
  popularPlan: { description: 'A popular tour plan (list; key: its id).' },
  extendedPlan: { description: 'A longer tour plan (list; key: its number of days).' },
  serviceCard: { description: 'A card of the Services page (list; key: its id).' },
  faqItem: { description: 'A question with its answer (list; key: its id).' },
  teamMember: { description: 'A member of the team on the About page (list; key: its id).' },
  page: { description: 'A free page: privacy notice, terms, imprint (list; key: its slug).' },
  homeSection: { description: "A section of the Home page (key: the section's name)." },
  aboutSection: { description: "A section of the About page (key: the section's name)." },
  contactSection: { description: "A section of the Contact page (key: the section's name)." },
  servicesSection: { description: "A section of the Services page (key: the section's name)." },
  destinationsSection: {
    description: "A section of the Destinations page (key: the section's name).",
  },
  brand: { description: "The company's name, addresses and links (one entry, key: brand)." },
};
