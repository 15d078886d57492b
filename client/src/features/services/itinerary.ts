import type { I18n } from '@lingui/core';
import type { DocumentOf } from '@lanka-tours/shared/content';

/** A number of days and the ways to spend them; the first option is the most popular one. */
export type DayPlan = DocumentOf<'dayPlan'>;
export type TourOption = DayPlan['options'][number];

/** Lines a plan card shows before '+ N more highlights...'. */
export const ITINERARY_PREVIEW_LINES = 5;

/** An itinerary line that heads a day, such as 'Day 2: Kandy to Nuwara Eliya'. */
export function isDayHeader(line: string): boolean {
  return line.startsWith('Day');
}

export interface ItineraryDay {
  /** The 'Day …' line that heads this part, or null for lines before any day header. */
  heading: string | null;
  lines: string[];
}

/** Groups itinerary lines under the 'Day …' line before them. */
export function groupByDay(highlights: readonly string[]): ItineraryDay[] {
  const days: ItineraryDay[] = [];
  for (const line of highlights) {
    if (isDayHeader(line)) days.push({ heading: line, lines: [] });
    else if (days.length === 0) days.push({ heading: null, lines: [line] });
    else days[days.length - 1].lines.push(line);
  }
  return days;
}

/** '1 Day', '3 Days'. */
export function dayLabel(days: number, i18n: I18n): string {
  return i18n._('{days, plural, one {# Day} other {# Days}}', { days });
}

/** A plan's option with its prices: one that is booked online, on its own page. */
export interface BookableTour {
  plan: DayPlan;
  option: TourOption & { prices: NonNullable<TourOption['prices']> };
}

/** The options of the plans that are booked online, in the plans' order. */
export function bookableTours(plans: readonly DayPlan[]): BookableTour[] {
  return plans.flatMap((plan) =>
    plan.options.flatMap((option) =>
      option.prices ? [{ plan, option: { ...option, prices: option.prices } }] : [],
    ),
  );
}

/** The tour booked online at `/tours/<slug>`, if there is one. */
export function bookableTour(plans: readonly DayPlan[], slug: string): BookableTour | undefined {
  return bookableTours(plans).find(({ option }) => option.id === slug);
}
