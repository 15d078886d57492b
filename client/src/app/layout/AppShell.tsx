import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../session/AuthProvider';
import { SiteBehaviours } from '../behaviours/SiteBehaviours';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { TopBar } from './TopBar';

/** The shared frame of every route: header, the top bar, the page, the footer. */
export function AppShell() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <SiteBehaviours />
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <Header />
      <TopBar />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </AuthProvider>
  );
}
