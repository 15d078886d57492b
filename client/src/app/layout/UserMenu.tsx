import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLogoutToHome } from '../session/useLogoutToHome';
import type { AuthProvider_UserFragment } from '../../graphql/generated';
import '../../styles/user-menu.css';
import { useDismiss } from './useDismiss';
import { useNavigationToggle } from './useNavigationToggle';

const MENU_ID = 'user-menu';

/** The signed-in user's menu button (WAI-ARIA menu button pattern, arrow keys move between items). */
export function UserMenu({
  user,
  onLogout,
}: {
  user: AuthProvider_UserFragment;
  onLogout: () => void;
}) {
  const { i18n } = useLingui();
  const logoutToHome = useLogoutToHome(onLogout);
  const { open, toggle, show, close } = useNavigationToggle();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    // The menu opens right under its button; letting focus scroll would make the
    // browser jump the page, since the menu sits in the sticky header.
    (focusOnOpen.current === 'last' ? all.at(-1) : all[0])?.focus({ preventScroll: true });
  }, [open]);

  const dismiss = useCallback(() => close(), [close]);
  useDismiss(containerRef, open, dismiss);

  const closeAndRefocus = () => {
    close();
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
    show();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]]?.focus({ preventScroll: true });
    } else if (event.key === 'Escape') {
      // Handled here so that an enclosing mobile menu stays open.
      event.preventDefault();
      closeAndRefocus();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const logout = () => {
    close();
    logoutToHome();
  };

  return (
    <div className="dropdown user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn user-menu-button dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={MENU_ID}
        title={user.name}
        onClick={() => {
          focusOnOpen.current = 'first';
          toggle();
        }}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-avatar" aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className="user-menu-name">{user.name}</span>
      </button>
      <ul
        ref={menuRef}
        id={MENU_ID}
        role="menu"
        aria-label={i18n._("{name}'s account", { name: user.name })}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        onKeyDown={onMenuKeyDown}
      >
        {[
          { to: '/profile', label: i18n._('Profile') },
          ...(user.isAdmin
            ? [
                { to: '/admin/tour-photos', label: i18n._('Manage Tour Photos') },
                { to: '/admin/bookings', label: i18n._('Enquiries') },
                { to: '/admin/guides', label: i18n._('Guides') },
                { to: '/admin/messages', label: i18n._('Timed messages') },
                { to: '/admin/content', label: i18n._('Site Content') },
              ]
            : []),
        ].map(({ to, label }) => (
          <li key={to} role="none">
            <Link role="menuitem" tabIndex={-1} className="dropdown-item" to={to}>
              {label}
            </Link>
          </li>
        ))}
        <li role="none">
          <hr className="dropdown-divider" />
        </li>
        <li role="none">
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className="dropdown-item"
            onClick={logout}
          >
            {i18n._('Logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

function initials(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => word[0] ?? '');
  return (letters[0] ?? '') + (letters.length > 1 ? (letters.at(-1) ?? '') : '');
}
