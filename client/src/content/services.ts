import type { Picture } from './picture';

export const SERVICES_HERO = {
  eyebrow: 'Planned by people who live here',
  title: 'Our Services',
  lead: 'Everything for a journey through Sri Lanka: routes, hotels, transport and certified local guides.',
  picture: {
    src: '/images/tours/tea-trails-8.svg',
    alt: '',
    width: 800,
    height: 500,
  } satisfies Picture,
};

/** Names of the line icons drawn by components/ServiceIcon. */
export type ServiceIconName =
  'compass' | 'hotel' | 'calendar' | 'car' | 'guide' | 'leaf' | 'support';

export interface Service {
  id: string;
  title: string;
  description: string;
  icon: ServiceIconName;
  features: string[];
}

export interface ServiceSummary {
  title: string;
  description: string;
  icon: ServiceIconName;
}

/** The six services of the Services page. */
export const SERVICES: readonly Service[] = [
  {
    id: 'customized-packages',
    title: 'Customized Tour Packages',
    description:
      'Journeys shaped around your interests, pace and budget, from a single day to several weeks.',
    icon: 'compass',
    features: ['Private itineraries', 'Flexible dates', 'Honeymoon and family trips'],
  },
  {
    id: 'hotel-accommodation',
    title: 'Hotel and Accommodation',
    description:
      'Hand-picked stays for every style: boutique villas, tea-estate bungalows, eco-lodges and beach resorts.',
    icon: 'hotel',
    features: ['Inspected properties', 'Best available rates', 'Special requests arranged'],
  },
  {
    id: 'tour-activity-planning',
    title: 'Tour and Activity Planning',
    description:
      'Safaris, whale watching, cooking classes, train rides and hikes, booked and timed for you.',
    icon: 'calendar',
    features: ['Safari jeeps and boat trips', 'Festival calendars', 'Tickets arranged'],
  },
  {
    id: 'transport-transfers',
    title: 'Transport and Transfers',
    description:
      'Air-conditioned cars and vans with careful, English-speaking drivers, and airport pick-up at any hour.',
    icon: 'car',
    features: ['Airport transfers', 'Chauffeur-guides', 'Train seat reservations'],
  },
  {
    id: 'local-expertise',
    title: 'Local Expertise',
    description:
      'Certified local guides who share the history, faith, food and hidden gems of their own island.',
    icon: 'guide',
    features: ['Licensed national guides', 'Several languages', 'Insider recommendations'],
  },
  {
    id: 'sustainable-tourism',
    title: 'Sustainable Tourism',
    description:
      'Responsible travel that respects wildlife and supports the communities you visit.',
    icon: 'leaf',
    features: ['Ethical wildlife encounters', 'Community-run experiences', 'Low-plastic travel'],
  },
];

/** The four service cards of Home. */
export const HOME_SERVICES: readonly ServiceSummary[] = [
  {
    title: 'Customized Tours',
    description: 'Tell us what you love and we design a journey around it.',
    icon: 'compass',
  },
  {
    title: 'Expert Local Guides',
    description: 'Certified guides born and raised on the island, with stories in every stop.',
    icon: 'guide',
  },
  {
    title: 'Sustainable Tourism',
    description: 'Travel that protects wildlife and supports local communities.',
    icon: 'leaf',
  },
  {
    title: '24/7 Support',
    description: 'Someone to call at any hour, from your arrival to your departure.',
    icon: 'support',
  },
];
