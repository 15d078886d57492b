import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Logout that ends on the home page. The session is cleared only once home is on screen: the
 * router renders navigations in a transition, so a members-only page still showing would see
 * the signed-out state first and its guard would redirect to /login instead.
 */
export function useLogoutToHome(logout: () => void): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current || pathname !== '/') return;
    pending.current = false;
    logout();
  }, [pathname, logout]);

  return useCallback(() => {
    if (pathname === '/') logout();
    else pending.current = true;
    // Even when already home, a fresh navigation closes the open menus.
    void navigate('/');
  }, [pathname, logout, navigate]);
}
