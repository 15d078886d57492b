import { SITE_LANGUAGES } from './site-languages';

/**
 * The app's pages by address, in every language (`/de/about`): the route table
 * (client/src/app/router.tsx) gives each its page module.
 */
export const PAGE_ROUTES = {
  about: '/about',
  services: '/services',
  tour: '/tours/:slug',
  manageBooking: '/manage-booking/:token',
  quote: '/quote/:token',
  gallery: '/gallery',
  showcase: '/showcase',
  album: '/showcase/album/:id',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  imprint: '/imprint',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token?',
  securityQuestions: '/security-questions',
  profile: '/profile',
  tourPhotos: '/admin/tour-photos',
  bookings: '/admin/bookings',
  tourDay: '/admin/bookings/day/:date',
  guides: '/admin/guides',
  timedMessages: '/admin/messages',
  contentKinds: '/admin/content/:kind?',
  newContentEntry: '/admin/content/new/:kind',
  contentEntry: '/admin/content/:kind/:key',
  unauthorized: '/unauthorized',
} as const;

/** The address of a tour's own page, where it is booked (`/tours/highlights-3`). */
export const tourPath = (slug: string) => PAGE_ROUTES.tour.replace(':slug', slug);

/** The address of a day's manifest for the tour guides (`/admin/bookings/day/2026-12-05`). */
export const tourDayPath = (day: string) => PAGE_ROUTES.tourDay.replace(':date', day);

/** The pages that show the free page of their own address's slug (the privacy notice…). */
export const FREE_PAGE_ROUTES: readonly string[] = [
  PAGE_ROUTES.privacy,
  PAGE_ROUTES.terms,
  PAGE_ROUTES.imprint,
];

/** What the server answers itself, never the app (static-client.ts passes them by). */
export const SERVER_SEGMENTS = ['api', 'graphql', 'media', 'healthz', 'readyz', 'dev', 'metrics'];

const firstSegment = (route: string) => route.split('/')[1];

/**
 * The slugs a free page cannot take, since its address `/<slug>` is the site's already: a
 * language's prefix, the first segment of a page that is not a free page's own, and what the
 * server answers itself.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  ...SITE_LANGUAGES,
  ...Object.values(PAGE_ROUTES)
    .filter((route) => !FREE_PAGE_ROUTES.includes(route))
    .map(firstSegment),
  ...SERVER_SEGMENTS,
]);
