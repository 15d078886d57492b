import { useCallback, useEffect, useRef } from 'react';

/** The specification's retries: layout and scroll locks settle at different moments. */
export const SCROLL_RESTORE_RETRIES_MS = [10, 50, 100, 300, 500];
/** Mobile browsers may still hold the page's scroll lock a little later. */
export const MOBILE_SCROLL_RESTORE_MS = 400;

const isTouchDevice = () => window.matchMedia?.('(pointer: coarse)').matches ?? false;

/** Remembers the page's scroll position when an overlay opens and puts it back after it closes. */
export function useScrollRestore() {
  const saved = useRef(0);
  const timers = useRef<number[]>([]);
  const clear = () => timers.current.splice(0).forEach((t) => window.clearTimeout(t));
  useEffect(() => clear, []);

  const remember = useCallback(() => {
    saved.current = window.scrollY;
  }, []);

  const restore = useCallback(() => {
    clear();
    const y = saved.current;
    const scrollBack = () => {
      if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: 'instant' });
    };
    scrollBack();
    for (const delay of SCROLL_RESTORE_RETRIES_MS) {
      timers.current.push(window.setTimeout(scrollBack, delay));
    }
    if (isTouchDevice()) {
      timers.current.push(
        window.setTimeout(() => {
          // A scroll lock left on the body would keep the page from moving at all.
          document.body.style.removeProperty('overflow');
          scrollBack();
        }, MOBILE_SCROLL_RESTORE_MS),
      );
    }
  }, []);

  return { remember, restore };
}
