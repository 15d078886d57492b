/**
 * What search engines and link previews show for each server-rendered route. The server writes
 * it into each page's <head>; in the browser, RouteHead applies it again on every navigation.
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
    title: 'Home',
    documentTitle: 'Serendib Trails | Private Guided Tours of Sri Lanka',
    description:
      'Private guided tours of Sri Lanka with certified local guides: ancient cities, tea country, beaches and wildlife, planned around you.',
    indexable: true,
  },
  '/about': {
    title: 'About Us',
    description:
      'Meet Serendib Trails: certified Sri Lankan guides from Kandy sharing the island’s culture, nature and hidden gems while supporting local communities.',
    indexable: true,
  },
  '/services': {
    title: 'Services and Tour Plans',
    documentTitle: 'Sri Lanka Tour Plans and Services | Serendib Trails',
    description:
      'Tailor-made Sri Lanka tours: day-by-day plans from 1 to 14 days, hotels, transport and activities, each led by a certified local guide.',
    indexable: true,
  },
  '/gallery': {
    title: 'Destinations',
    documentTitle: 'Sri Lanka Destinations and Places to Visit | Serendib Trails',
    description:
      'Explore Sri Lanka’s best places to visit, from Sigiriya and Kandy to Ella, Galle Fort and Yala: highlights, activities, entry fees and the best time to go.',
    indexable: true,
  },
  '/showcase': {
    title: 'Photo Gallery',
    description:
      'Photo albums from our guided tours around Sri Lanka: temples, tea estates, wildlife safaris and beaches through our travellers’ eyes.',
    indexable: true,
  },
  '/contact': {
    title: 'Contact Us',
    documentTitle: 'Contact Us and Book a Local Guide | Serendib Trails',
    description:
      'Request a certified local guide for your Sri Lanka trip: tell us your dates, group size and destinations, and we reply within 24 hours.',
    indexable: true,
  },
  '/privacy': {
    title: 'Privacy Notice',
    description:
      'What Serendib Trails keeps about travellers, why, for how long and whom to ask: guide requests, accounts, reviews and your rights.',
    indexable: true,
  },
  '/login': {
    title: 'Sign in',
    description: 'Sign in to your Serendib Trails account to manage your profile and feedback.',
    indexable: false,
  },
  '/register': {
    title: 'Create an account',
    description: 'Create a Serendib Trails account to share feedback and photos from your tour.',
    indexable: false,
  },
  '/forgot-password': {
    title: 'Forgot Password',
    description: 'Reset the password of your Serendib Trails account.',
    indexable: false,
  },
  '/security-questions': {
    title: 'Security Questions',
    description: 'Recover your Serendib Trails account by answering your security questions.',
    indexable: false,
  },
} as const satisfies Record<string, RouteMeta>;

/** The page-not-found screen, prerendered once and served for every unknown address. */
export const NOT_FOUND_META: RouteMeta = {
  title: 'Page Not Found',
  description: 'The page you are looking for has moved or never existed.',
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
const PUBLIC_DYNAMIC_PATHS = [/^\/showcase\/album\/[^/]+$/];

export function isIndexable(pathname: string): boolean {
  const path = normalizePath(pathname);
  return routeMeta(path)?.indexable ?? PUBLIC_DYNAMIC_PATHS.some((pattern) => pattern.test(path));
}
