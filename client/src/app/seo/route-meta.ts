/**
 * What search engines and link previews show for each server-rendered route, in English (each
 * text is the id of its translation). The server writes it into each page's <head>; in the
 * browser, RouteHead applies it again on every navigation.
 */
export interface RouteMeta {
  /** The page's name: its <title> (before the company name), breadcrumb and social-card title. */
  title: string;
  /** A <title> of its own, when the page is better named another way than `${title} | brand`. */
  documentTitle?: string;
  /** The search-result snippet and social-card text: one or two sentences, under 160 characters. */
  description: string;
  /** Listed in the sitemap and open to search engines; the others answer `noindex`. */
  indexable: boolean;
}

export const ROUTE_META = {
  '/': {
    title: /*i18n*/ 'Home',
    documentTitle: /*i18n*/ 'Serendib Trails | Private Guided Tours of Sri Lanka',
    description:
      /*i18n*/ 'Private guided tours of Sri Lanka with certified local guides: ancient cities, tea country, beaches and wildlife, planned around you.',
    indexable: true,
  },
  '/about': {
    title: /*i18n*/ 'About Us',
    description:
      /*i18n*/ 'Meet Serendib Trails: certified Sri Lankan guides from Kandy sharing the island’s culture, nature and hidden gems while supporting local communities.',
    indexable: true,
  },
  '/services': {
    title: /*i18n*/ 'Services',
    documentTitle: /*i18n*/ 'Sri Lanka Tour Plans and Services | Serendib Trails',
    description:
      /*i18n*/ 'Tailor-made Sri Lanka tours: day-by-day plans from 1 to 14 days, hotels, transport and activities, each led by a certified local guide.',
    indexable: true,
  },
  '/gallery': {
    title: /*i18n*/ 'Destinations',
    documentTitle: /*i18n*/ 'Sri Lanka Destinations and Places to Visit | Serendib Trails',
    description:
      /*i18n*/ 'Explore Sri Lanka’s best places to visit, from Sigiriya and Kandy to Ella, Galle Fort and Yala: highlights, activities, entry fees and the best time to go.',
    indexable: true,
  },
  '/showcase': {
    title: /*i18n*/ 'Photo Gallery',
    description:
      /*i18n*/ 'Photo albums from our guided tours around Sri Lanka: temples, tea estates, wildlife safaris and beaches through our travellers’ eyes.',
    indexable: true,
  },
  '/contact': {
    title: /*i18n*/ 'Contact Us',
    documentTitle: /*i18n*/ 'Contact Us and Book a Local Guide | Serendib Trails',
    description:
      /*i18n*/ 'Request a certified local guide for your Sri Lanka trip: tell us your dates, group size and destinations, and we reply within 24 hours.',
    indexable: true,
  },
  '/privacy': {
    title: /*i18n*/ 'Privacy Notice',
    description:
      /*i18n*/ 'What Serendib Trails keeps about travellers, why, for how long and whom to ask: guide requests, accounts, reviews and your rights.',
    indexable: true,
  },
  '/terms': {
    title: /*i18n*/ 'Terms of Service',
    description:
      /*i18n*/ 'How a guide request becomes a tour with Serendib Trails, what changing or cancelling costs, and what we promise each other.',
    indexable: true,
  },
  '/imprint': {
    title: /*i18n*/ 'Imprint',
    description: /*i18n*/ 'Who runs the Serendib Trails website and how to reach us.',
    indexable: true,
  },
  '/login': {
    title: /*i18n*/ 'Sign in',
    description:
      /*i18n*/ 'Sign in to your Serendib Trails account to manage your profile and feedback.',
    indexable: false,
  },
  '/register': {
    title: /*i18n*/ 'Create an account',
    description:
      /*i18n*/ 'Create a Serendib Trails account to share feedback and photos from your tour.',
    indexable: false,
  },
  '/forgot-password': {
    title: /*i18n*/ 'Forgot Password',
    description: /*i18n*/ 'Reset the password of your Serendib Trails account.',
    indexable: false,
  },
  '/security-questions': {
    title: /*i18n*/ 'Security Questions',
    description:
      /*i18n*/ 'Recover your Serendib Trails account by answering your security questions.',
    indexable: false,
  },
} as const satisfies Record<string, RouteMeta>;

/** The page-not-found screen, prerendered once and served for every unknown address. */
export const NOT_FOUND_META: RouteMeta = {
  title: /*i18n*/ 'Page Not Found',
  description: /*i18n*/ 'The page you are looking for has moved or never existed.',
  indexable: false,
};

export type PrerenderedPath = keyof typeof ROUTE_META;

export const PRERENDERED_PATHS = Object.keys(ROUTE_META) as PrerenderedPath[];

/** `/about/` and `/about` are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function routeMeta(pathname: string): RouteMeta | undefined {
  return (ROUTE_META as Record<string, RouteMeta>)[normalizePath(pathname)];
}

/** Dynamic public pages: indexable, but named by the page itself once its data has loaded. */
const PUBLIC_DYNAMIC_PATHS = [/^\/showcase\/album\/[^/]+$/, /^\/tours\/[^/]+$/];

export function isIndexable(pathname: string): boolean {
  const path = normalizePath(pathname);
  return routeMeta(path)?.indexable ?? PUBLIC_DYNAMIC_PATHS.some((pattern) => pattern.test(path));
}
