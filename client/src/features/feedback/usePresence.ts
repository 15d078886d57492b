import { useEffect, useState } from 'react';

/** How long a removed card stays to play its exit animation (feedback.css). */
export const EXIT_MS = 300;

interface Leaving<T> {
  item: T;
  index: number;
}

export interface Presence<T> {
  item: T;
  /** Stable across an optimistic placeholder turning into the stored item. */
  key: string;
  leaving: boolean;
}

/**
 * The items to render: the current ones, plus those just removed, kept at their old place for
 * EXIT_MS so they can animate out. A placeholder that the real item replaces at the same place
 * hands over its key instead, so the card neither leaves nor enters again. An item that comes
 * back (a rolled-back delete) simply stays.
 */
export function usePresence<T extends { id: string }>(
  items: T[],
  isPlaceholder: (item: T) => boolean,
): Presence<T>[] {
  const [previous, setPrevious] = useState(items);
  const [leaving, setLeaving] = useState<Leaving<T>[]>([]);
  const [keys, setKeys] = useState<Record<string, string>>({});
  const ids = new Set(items.map((item) => item.id));

  if (items !== previous) {
    const before = new Set(previous.map((item) => item.id));
    const handedOver: Record<string, string> = {};
    const gone: Leaving<T>[] = [];
    previous.forEach((item, index) => {
      if (ids.has(item.id)) return;
      const successor = items[index];
      if (isPlaceholder(item) && successor && !before.has(successor.id)) {
        handedOver[successor.id] = keys[item.id] ?? item.id;
      } else {
        gone.push({ item, index });
      }
    });
    setPrevious(items);
    if (Object.keys(handedOver).length) setKeys((current) => ({ ...current, ...handedOver }));
    if (gone.length) setLeaving((current) => [...current, ...gone]);
  }

  useEffect(() => {
    if (!leaving.length) return;
    const timer = setTimeout(() => setLeaving([]), EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const shown: Presence<T>[] = items.map((item) => ({
    item,
    key: keys[item.id] ?? item.id,
    leaving: false,
  }));
  for (const { item, index } of leaving) {
    if (ids.has(item.id)) continue;
    shown.splice(Math.min(index, shown.length), 0, { item, key: item.id, leaving: true });
  }
  return shown;
}
