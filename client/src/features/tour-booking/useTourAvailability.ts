import { useEffect, useRef, useState } from 'react';
import { useSendGraphql } from '../../data/useSendGraphql';
import { TourAvailabilityDocument } from '../../graphql/requests.generated';
import { addMonths, monthSpan, type Month } from './month-grid';

export interface AvailabilityAsked {
  tourId: string;
  travellers: number;
  guideLanguage: string;
}

/** Each day of the month, free (true) or not, once known; `failed` when it could not be read. */
export interface MonthAvailability {
  free?: ReadonlyMap<string, boolean>;
  failed: boolean;
}

/** How many months on the calendar moves by itself while the one shown has no free day. */
const MONTHS_SKIPPED_AT_MOST = 2;

/**
 * The month the calendar shows and which of its days the tour can start for the party, read
 * again whenever either changes. Until the visitor moves it, the calendar opens on the first
 * month with a free day (the first days of a month may all be too soon), within two months.
 */
export function useTourAvailability(
  { tourId, travellers, guideLanguage }: AvailabilityAsked,
  firstMonth: Month,
  /** Changed to read again what was read (a booking just refused for a day taken meanwhile). */
  version: number,
) {
  const send = useSendGraphql();
  const [month, setMonth] = useState(firstMonth);
  const browsed = useRef(false);
  const [state, setState] = useState<MonthAvailability & { key?: string }>({ failed: false });
  const key = JSON.stringify([tourId, month, travellers, guideLanguage, version]);

  useEffect(() => {
    let current = true;
    send(TourAvailabilityDocument, {
      tourId,
      ...monthSpan(month),
      travellers,
      guideLanguage: guideLanguage || null,
    }).then(
      ({ tourAvailability }) => {
        if (!current) return;
        const free = new Map(tourAvailability.map(({ date, available }) => [date, available]));
        const skip = month < addMonths(firstMonth, MONTHS_SKIPPED_AT_MOST);
        if (!browsed.current && skip && ![...free.values()].some(Boolean)) {
          setMonth(addMonths(month, 1));
        } else setState({ key, free, failed: false });
      },
      () => current && setState({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [send, key, tourId, month, firstMonth, travellers, guideLanguage]);

  const browse = (next: Month) => {
    browsed.current = true;
    setMonth(next);
  };
  // What another month or party read is not this one's.
  const availability: MonthAvailability = state.key === key ? state : { failed: false };
  return { month, browse, availability };
}
