import { isDayHeader } from '../../content/tour-plans';

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

export function dayLabel(days: number): string {
  return days === 1 ? '1 Day' : `${days} Days`;
}
