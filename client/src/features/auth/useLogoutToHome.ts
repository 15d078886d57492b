import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Logout that ends on the home page. Home is rendered first, synchronously rather than in the
 * router's transition, and only then is the session cleared: a members-only page still on screen
 * would see the signed-out state first and its guard would redirect to /login instead. It works
 * from any component, even one that home replaces (the profile page).
 */
export function useLogoutToHome(logout: () => void): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    // Even when already home, a fresh navigation closes the open menus.
    void Promise.resolve(navigate('/', { flushSync: true })).then(logout, logout);
  }, [navigate, logout]);
}
