import { Suspense, type ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/Spinner';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { RequireGuide } from './guards/RequireGuide';
import { AppShell } from './layout/AppShell';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';
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
  preload?: LazyPage['preload'];
}

export type AppRoute = RouteObject & PageRoute;

/** One lazily loaded chunk per page. */
function page(file: string): PageRoute & { element: ReactElement } {
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`No page module at ${file}`);
  const { Component, preload } = lazyPage(load);
  return {
    element: (
      <Suspense fallback={<LoadingSpinner />}>
        <Component />
      </Suspense>
    ),
    page: file,
    preload,
  };
}

export const routes: AppRoute[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, ...page('../features/home/HomePage.tsx') },
      { path: 'about', ...page('../features/about/AboutPage.tsx') },
      { path: 'services', ...page('../features/services/ServicesPage.tsx') },
      { path: 'gallery', ...page('../features/destinations/GalleryPage.tsx') },
      { path: 'showcase', ...page('../features/showcase/ShowcasePage.tsx') },
      { path: 'showcase/album/:id', ...page('../features/showcase/AlbumPage.tsx') },
      { path: 'contact', ...page('../features/contact/ContactPage.tsx') },
      { path: 'privacy', ...page('../features/privacy/PrivacyPage.tsx') },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page('../features/auth/pages/LoginPage.tsx') },
          { path: 'register', ...page('../features/auth/pages/RegisterPage.tsx') },
        ],
      },
      { path: 'forgot-password', ...page('../features/auth/pages/ForgotPasswordPage.tsx') },
      { path: 'reset-password/:token?', ...page('../features/auth/pages/ResetPasswordPage.tsx') },
      {
        path: 'security-questions',
        ...page('../features/auth/pages/SecurityQuestionsPage.tsx'),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', ...page('../features/account/ProfilePage.tsx') },
          {
            element: <RequireGuide />,
            children: [
              { path: 'admin/tour-photos', ...page('../features/admin/TourPhotosPage.tsx') },
              { path: 'admin/bookings', ...page('../features/booking/BookingsInboxPage.tsx') },
            ],
          },
        ],
      },
      { path: 'unauthorized', ...page('./pages/UnauthorizedPage.tsx') },
      { path: '*', ...page('./pages/NotFoundPage.tsx') },
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

function matchedRoutes(pathname: string): AppRoute[] {
  return (matchRoutes(routes, pathname) ?? []).map((match) => match.route as AppRoute);
}

/** Loads the chunks of the pages shown at `pathname`, so they render without suspending. */
export function preloadPages(pathname: string): Promise<unknown> {
  return Promise.all(matchedRoutes(pathname).map((route) => route.preload?.()));
}

/** The page modules shown at `pathname`, as paths from the client folder (`src/...`). */
export function pageSources(pathname: string): string[] {
  return matchedRoutes(pathname).flatMap((route) =>
    route.page ? [new URL(route.page, 'file:///src/app/').pathname.slice(1)] : [],
  );
}
