import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a prerendered page (and while prerendering), true from then on.
 * What only the browser knows (stored values, device features) must wait for it, so that the
 * first render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
