import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { AppShell } from './layout/AppShell';
import RouteErrorPage from './pages/RouteErrorPage';

/** One lazily loaded chunk per page. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...page(() => import('../features/home/HomePage')) },
      { path: 'about', ...page(() => import('../features/about/AboutPage')) },
      { path: 'services', ...page(() => import('../features/services/ServicesPage')) },
      { path: 'gallery', ...page(() => import('../features/destinations/GalleryPage')) },
      { path: 'showcase', ...page(() => import('../features/showcase/ShowcasePage')) },
      { path: 'showcase/album/:id', ...page(() => import('../features/showcase/AlbumPage')) },
      { path: 'contact', ...page(() => import('../features/contact/ContactPage')) },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page(() => import('../features/auth/pages/LoginPage')) },
          { path: 'register', ...page(() => import('../features/auth/pages/RegisterPage')) },
        ],
      },
      {
        path: 'forgot-password',
        ...page(() => import('../features/auth/pages/ForgotPasswordPage')),
      },
      {
        path: 'reset-password/:token?',
        ...page(() => import('../features/auth/pages/ResetPasswordPage')),
      },
      {
        path: 'security-questions',
        ...page(() => import('../features/auth/pages/SecurityQuestionsPage')),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: 'profile', ...page(() => import('../features/account/ProfilePage')) },
          { path: 'admin/tour-photos', ...page(() => import('../features/admin/TourPhotosPage')) },
          {
            path: 'admin/bookings',
            ...page(() => import('../features/booking/BookingsInboxPage')),
          },
        ],
      },
      { path: 'unauthorized', ...page(() => import('./pages/UnauthorizedPage')) },
      { path: '*', ...page(() => import('./pages/NotFoundPage')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
