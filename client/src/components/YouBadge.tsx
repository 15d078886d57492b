import { useLingui } from '@lingui/react';
import './you-badge.css';

/** Marks the guide who signs in with the account looking at the page. */
export function YouBadge() {
  const { i18n } = useLingui();
  return <span className="badge you-badge ms-2">{i18n._('You')}</span>;
}
