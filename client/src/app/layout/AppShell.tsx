import { useLingui } from '@lingui/react';
import { Outlet } from 'react-router-dom';
import { useBrand } from '../../content/useSiteContent';
import { AuthProvider } from '../session/AuthProvider';
import { SiteBehaviours } from '../behaviours/SiteBehaviours';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOffer } from './LanguageOffer';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';

/** The shared frame of every route: header, the top bar, the page, the footer. */
export function AppShell() {
  const brand = useBrand();
  const { i18n } = useLingui();
  return (
    <AuthProvider>
      <ScrollToTop />
      <SiteBehaviours />
      <a className="visually-hidden-focusable skip-link" href="#main">
        {i18n._('Skip to main content')}
      </a>
      <Header brand={brand} />
      <TopBar contact={brand.contact} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer brand={brand} />
      <LanguageOffer />
    </AuthProvider>
  );
}
