import { useEffect, useRef, useState } from 'react';

/** The link a plain click (no new tab, no download) would follow to another page of the site. */
function pageLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  const elsewhere =
    url.origin === window.location.origin && url.pathname !== window.location.pathname;
  return elsewhere ? link : null;
}

/**
 * Asks before the guide leaves a form with unsaved changes: a click on a link to another page is
 * held until the guide chooses to `leave` (the link is followed as it would have been, by the
 * router or by the browser) or to `stay`, and the browser asks before the tab is closed or
 * reloaded. With nothing unsaved, nothing is asked. (react-router's useBlocker needs its data
 * router, whose code every visitor's first page would download: docs/rendering-and-budgets.md.)
 */
export function useLeaveGuard(unsaved: boolean) {
  const [held, setHeld] = useState<HTMLAnchorElement | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    // In the capture phase, before the router's own handler on the app's root sees the click.
    const hold = (event: MouseEvent) => {
      const link = leaving.current ? null : pageLinkOf(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      setHeld(link);
    };
    const ask = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    document.addEventListener('click', hold, true);
    window.addEventListener('beforeunload', ask);
    return () => {
      document.removeEventListener('click', hold, true);
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);

  return {
    /** A link to another page waits for the guide's answer. */
    asking: held !== null,
    stay: () => setHeld(null),
    leave() {
      setHeld(null);
      leaving.current = true;
      held?.click();
    },
  };
}
