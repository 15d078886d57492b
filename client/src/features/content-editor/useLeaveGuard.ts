import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Holds a navigation to another page of the app while the form has unsaved changes (the caller
 * asks the guide, then proceeds or resets the blocker), and has the browser ask before the tab is
 * closed or reloaded. With nothing unsaved, nothing is asked.
 */
export function useLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return blocker;
}
