import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the pages were prerendered in (a build setting), which their markup shows. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();

const neverChanges = () => () => {};

/**
 * This year. While a prerendered page hydrates it is the build's year, as in its markup; a page
 * built last December then shows the new year straight after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
