import { useLingui } from '@lingui/react';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../session';
import '../../styles/header.css';
import '../../styles/header-mobile.css';
import { BrandLogo } from './BrandLogo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { BOOK_GUIDE_PATH, MAIN_LINKS } from '../../lib/nav-links';
import { useDismiss, type DismissReason } from './useDismiss';
import { useNavigationToggle } from './useNavigationToggle';
import { useScrolled } from './useScrolled';
import { useScrollToHash } from './useScrollToHash';
import type { Brand } from '../../content/useSiteContent';

// Only a signed-in visitor has the menu, and no rendered page shows it: its code and styles load
// once the visitor is known.
const UserMenu = lazy(() => import('./UserMenu').then(({ UserMenu }) => ({ default: UserMenu })));

const MENU_ID = 'main-menu';
const SCROLLED_AFTER_PX = 50;

export function Header({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const { user, logout } = useAuth();
  const scrolled = useScrolled(SCROLLED_AFTER_PX);
  const menu = useNavigationToggle();
  const headerRef = useRef<HTMLElement>(null);
  const togglerRef = useRef<HTMLButtonElement>(null);
  useScrollToHash();

  const { close } = menu;
  const dismissMenu = useCallback(
    (reason: DismissReason) => {
      close();
      if (reason === 'escape') togglerRef.current?.focus();
    },
    [close],
  );
  useDismiss(headerRef, menu.open, dismissMenu);

  return (
    <header
      ref={headerRef}
      className={`site-header navbar navbar-expand-xl${scrolled ? ' scrolled' : ''}`}
    >
      <nav className="container" aria-label={i18n._('Main')}>
        <Link className="navbar-brand" to="/">
          <BrandLogo brand={brand} />
        </Link>

        {/* On small screens booking stays one tap away, outside the folded menu. */}
        <Link className="btn btn-book btn-book-compact d-xl-none ms-auto" to={BOOK_GUIDE_PATH}>
          {i18n._('Book')}
        </Link>
        <button
          ref={togglerRef}
          type="button"
          className="navbar-toggler"
          aria-controls={MENU_ID}
          aria-expanded={menu.open}
          aria-label={i18n._('Toggle navigation')}
          onClick={menu.toggle}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>

        <div id={MENU_ID} className={`collapse navbar-collapse${menu.open ? ' show' : ''}`}>
          <ul className="navbar-nav mx-xl-auto">
            {MAIN_LINKS.map(({ label, to, section }) => (
              <li className="nav-item" key={label}>
                {section ? (
                  <Link className="nav-link" to={to}>
                    {i18n._(label)}
                  </Link>
                ) : (
                  <NavLink className="nav-link" to={to} end={to === '/'}>
                    {i18n._(label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
          <div className="header-actions">
            <LanguageSwitcher />
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} onLogout={logout} />
              </Suspense>
            ) : (
              <Link className="btn btn-sign-in" to="/login">
                {i18n._('Sign In')}
              </Link>
            )}
            <Link className="btn btn-book d-none d-xl-inline-flex" to={BOOK_GUIDE_PATH}>
              {i18n._('Book')}
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
