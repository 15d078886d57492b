import type { I18n } from '@lingui/core';
import { COMPANY_TIME_ZONE } from '@lanka-tours/shared/brand';

/** How long a booking holds its guide, on Sri Lanka's clock, as the traveller is told it. */
export function heldUntil(i18n: I18n, holdExpiresAt: string): string {
  const until = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COMPANY_TIME_ZONE,
  }).format(new Date(holdExpiresAt));
  return i18n._('Your guide is held for you until {until} (Sri Lanka time).', { until });
}
