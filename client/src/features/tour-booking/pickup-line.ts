import type { I18n } from '@lingui/core';

/** A booking's pickup as the company set it, on one line; null while it has set none. */
export function pickupLine(
  i18n: I18n,
  { pickupTime, pickupPlace }: { pickupTime?: string | null; pickupPlace?: string | null },
): string | null {
  if (!pickupTime && !pickupPlace) return null;
  return i18n._('Pickup: {time} {place}', { time: pickupTime ?? '', place: pickupPlace ?? '' });
}
