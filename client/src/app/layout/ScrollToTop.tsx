import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every path change the window scrolls to the top, unless a link asked for an anchor. The
 * first page is left alone: a visitor may have scrolled the prerendered page before it hydrated.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
