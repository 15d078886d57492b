import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On every path change the window scrolls to the top, unless a link asked for an anchor. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
