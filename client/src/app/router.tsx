import {
  languageOfPath,
  pathWithoutLanguage,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import { PAGE_ROUTES } from '@lanka-tours/shared/site-routes';
import { Suspense, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/Spinner';
import { WithApollo } from '../data/WithApollo';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RequireGuide } from './guards/RequireGuide';
import { AppShell } from './layout/AppShell';
import { loadCatalogs } from '../lib/i18n';
import { browserPageLanguage } from '../lib/page-language';
import { lazyPage, type PageModule } from './lazy-page';
import { PAGE_CATALOGS } from '../lib/page-catalogs.generated';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Every page module, each in its own chunk, by its path from this folder. Keys double as the
 * source paths that the build manifest uses, so the server's renderer can name each page's chunk.
 */
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/**/*Page.tsx',
  './pages/*Page.tsx',
  '!./pages/RouteErrorPage.tsx',
]);

interface PageRoute {
  /** The page module that renders this route, as a path from this folder. */
  page?: string;
  /** The message catalogs it loads with it (lib/page-catalogs.generated.ts). */
  catalogs?: readonly string[];
  /** Whether the page needs the Apollo client. */
  apollo?: boolean;
  /** Loads the page's chunk and its messages in `language`. */
  preload?: (language: SiteLanguage) => Promise<unknown>;
}

export type AppRoute = RouteObject & PageRoute;

/**
 * One lazily loaded chunk per page. Pages that change data or show a member's own (`apollo`) get
 * the Apollo client, which loads with the first of them; public pages read without it.
 */
function page(file: string, { apollo = false } = {}): PageRoute & { element: ReactElement } {
  const load = PAGE_MODULES[file];
  const catalogs = PAGE_CATALOGS[file];
  if (!load || !catalogs) throw new Error(`No page module at ${file}`);
  // In the browser a page comes with its messages in the page's language.
  const { Component, preload } = lazyPage(() =>
    Promise.all([load(), loadCatalogs(catalogs, browserPageLanguage())]).then(([module]) => module),
  );
  return {
    element: (
      <Suspense fallback={<LoadingSpinner />}>
        {apollo ? (
          <WithApollo>
            <Component />
          </WithApollo>
        ) : (
          <Component />
        )}
      </Suspense>
    ),
    page: file,
    catalogs,
    apollo,
    preload: (language) => Promise.all([preload(), loadCatalogs(catalogs, language)]),
  };
}

/** A page's path under the layout route: its address without the leading slash. */
const at = (address: string) => address.slice(1);

export const routes: AppRoute[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, ...page('../features/home/HomePage.tsx') },
      { path: at(PAGE_ROUTES.about), ...page('../features/about/AboutPage.tsx') },
      { path: at(PAGE_ROUTES.services), ...page('../features/services/ServicesPage.tsx') },
      { path: at(PAGE_ROUTES.tour), ...page('../features/services/TourPage.tsx') },
      {
        path: at(PAGE_ROUTES.manageBooking),
        ...page('../features/tour-booking/ManageBookingPage.tsx'),
      },
      { path: at(PAGE_ROUTES.quote), ...page('../features/quotes/QuotePage.tsx') },
      { path: at(PAGE_ROUTES.gallery), ...page('../features/destinations/GalleryPage.tsx') },
      { path: at(PAGE_ROUTES.showcase), ...page('../features/albums/ShowcasePage.tsx') },
      { path: at(PAGE_ROUTES.album), ...page('../features/albums/AlbumPage.tsx') },
      { path: at(PAGE_ROUTES.contact), ...page('../features/contact/ContactPage.tsx') },
      { path: at(PAGE_ROUTES.privacy), ...page('../features/privacy/PrivacyPage.tsx') },
      { path: at(PAGE_ROUTES.terms), ...page('../features/privacy/FreeContentPage.tsx') },
      { path: at(PAGE_ROUTES.imprint), ...page('../features/privacy/FreeContentPage.tsx') },
      {
        element: <GuestOnly />,
        children: [
          { path: at(PAGE_ROUTES.login), ...page('../features/auth/pages/LoginPage.tsx') },
          { path: at(PAGE_ROUTES.register), ...page('../features/auth/pages/RegisterPage.tsx') },
        ],
      },
      {
        path: at(PAGE_ROUTES.forgotPassword),
        ...page('../features/auth/pages/ForgotPasswordPage.tsx', { apollo: true }),
      },
      {
        path: at(PAGE_ROUTES.resetPassword),
        ...page('../features/auth/pages/ResetPasswordPage.tsx', { apollo: true }),
      },
      {
        path: at(PAGE_ROUTES.securityQuestions),
        ...page('../features/auth/pages/SecurityQuestionsPage.tsx', { apollo: true }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: at(PAGE_ROUTES.profile),
            ...page('../features/account/ProfilePage.tsx', { apollo: true }),
          },
          {
            element: <RequireGuide />,
            children: [
              {
                path: at(PAGE_ROUTES.tourPhotos),
                ...page('../features/album-editor/TourPhotosPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.bookings),
                ...page('../features/booking/BookingsInboxPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.tourDay),
                ...page('../features/tour-booking/TourDayManifestPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.guides),
                ...page('../features/guides/GuidesPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.timedMessages),
                ...page('../features/timed-messages/TimedMessagesPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.contentKinds),
                ...page('../features/content-editor/ContentEditorPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.newContentEntry),
                ...page('../features/content-editor/NewContentEntryPage.tsx', { apollo: true }),
              },
              {
                path: at(PAGE_ROUTES.contentEntry),
                ...page('../features/content-editor/ContentEntryPage.tsx', { apollo: true }),
              },
            ],
          },
        ],
      },
      {
        path: at(PAGE_ROUTES.unauthorized),
        ...page('../features/status-pages/UnauthorizedPage.tsx'),
      },
      { path: '*', ...page('../features/status-pages/NotFoundPage.tsx') },
    ],
  },
];

/** Every route's path pattern from the root, e.g. '/showcase/album/:id'. */
export function routePatterns(list: AppRoute[] = routes, parent = ''): string[] {
  return list.flatMap((route: AppRoute) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.page ? [path || '/'] : [];
    return [...own, ...(route.children ? routePatterns(route.children, path) : [])];
  });
}

/** The page for the current location, inside the shared layout. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The routes shown at an address, in any language (`/de/about` shows `/about`). */
function matchedRoutes(pathname: string): AppRoute[] {
  return (matchRoutes(routes, pathWithoutLanguage(pathname)) ?? []).map(
    (match) => match.route as AppRoute,
  );
}

/**
 * Loads the chunks of the pages shown at `pathname` and their messages in its language, so they
 * render without suspending.
 */
export function preloadPages(pathname: string): Promise<unknown> {
  const language = languageOfPath(pathname);
  return Promise.all(matchedRoutes(pathname).map((route) => route.preload?.(language)));
}

/** The message catalogs of the pages shown at `pathname`. */
export function pageCatalogs(pathname: string): string[] {
  return [...new Set(matchedRoutes(pathname).flatMap((route) => route.catalogs ?? []))];
}

/** Whether a page shown at `pathname` needs the Apollo client. */
export function pagesNeedApollo(pathname: string): boolean {
  return matchedRoutes(pathname).some((route) => route.apollo);
}

/** The page modules shown at `pathname`, as paths from the client folder (`src/...`). */
export function pageSources(pathname: string): string[] {
  return matchedRoutes(pathname).flatMap((route) =>
    route.page ? [new URL(route.page, 'file:///src/app/').pathname.slice(1)] : [],
  );
}
