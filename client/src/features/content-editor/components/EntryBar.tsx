import { useEffect, useRef, type ReactNode } from 'react';

/** The bar's height, which the form's fields keep clear as their scroll margin (content-editor.css). */
const HEIGHT_VARIABLE = '--content-entry-bar-height';

/**
 * The form's actions and messages, kept in view: under the site header on wide screens, at the
 * foot of the screen on a phone. Its height is given to the page, so that a field brought into
 * view by the keyboard is never under it.
 */
export function EntryBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || !('ResizeObserver' in window)) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty(HEIGHT_VARIABLE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <div ref={bar} className="content-entry-bar">
      {children}
    </div>
  );
}
