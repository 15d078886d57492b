import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Pages load lazily and may render their sections a moment after the route has changed. */
const GIVE_UP_AFTER_MS = 2000;
/** Set on <html> while every page section is laid out, however far below the screen. */
const DRAWN_IN_FULL = 'data-drawn-in-full';

/**
 * Brings the element named by the URL hash into view and gives it focus, so a link such as
 * /contact#book-guide-section lands on its section even when the page arrives in a later chunk.
 * The location key is a dependency so that following the same link twice jumps again.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    const id = targetId(hash);
    if (!id) return;
    const deadline = performance.now() + GIVE_UP_AFTER_MS;
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) reveal(target);
      else if (performance.now() < deadline) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

function targetId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

function reveal(target: HTMLElement): void {
  // Without focus a screen reader would stay on the link that was followed.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  // Sections far below the screen are laid out only as they near it (page-sections.css), so the
  // page is measured drawn in full for the jump; each section then keeps the height it had.
  const root = document.documentElement;
  root.setAttribute(DRAWN_IN_FULL, '');
  // The global scroll-margin-top keeps the section clear of the sticky header.
  target.scrollIntoView({ block: 'start' });
  // Once a frame has been drawn (when the sections' heights are remembered), they may rest again.
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(DRAWN_IN_FULL)));
}
