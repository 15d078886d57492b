import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open or closed state that falls back to closed on every navigation: the popup remembers the
 * location it was opened at, so no effect is needed to reset it when the route changes.
 */
export function useNavigationToggle() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const toggle = useCallback(() => setOpenAt((current) => (current === key ? null : key)), [key]);
  const show = useCallback(() => setOpenAt(key), [key]);
  const close = useCallback(() => setOpenAt(null), []);
  return { open, toggle, show, close };
}
