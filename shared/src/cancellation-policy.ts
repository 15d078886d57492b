/**
 * The FAQ's cancellation policy: 14 days or more before the tour's first day, a full refund minus
 * the processing fee; 7 to 13 days, half; under 7 days, none. Amounts in minor units.
 */
export const FULL_REFUND_DAYS = 14;
export const HALF_REFUND_DAYS = 7;

/** Which part of the policy a cancellation falls under. */
export type RefundBand = 'full' | 'half' | 'none';

export interface Refund {
  band: RefundBand;
  /** What goes back, of what was paid. */
  amount: number;
}

export function refundBand(daysBefore: number): RefundBand {
  if (daysBefore >= FULL_REFUND_DAYS) return 'full';
  return daysBefore >= HALF_REFUND_DAYS ? 'half' : 'none';
}

/**
 * What a cancellation `daysBefore` the first day returns of `paid`: the processing fee is
 * `feePercent` of what was paid, rounded to the cent; a half is rounded down.
 */
export function refundFor(paid: number, daysBefore: number, feePercent: number): Refund {
  const band = refundBand(daysBefore);
  const amount =
    band === 'full'
      ? Math.max(0, paid - Math.round((paid * feePercent) / 100))
      : band === 'half'
        ? Math.floor(paid / 2)
        : 0;
  return { band, amount };
}
