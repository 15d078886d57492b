import type { Location } from 'react-router-dom';

/** Where a visitor was going before being asked to sign in (default: home). */
export function returnPath(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}
