import { useCallback, useEffect, useState } from 'react';

const FAQ_ACCORDION_START_MS = 500;

/**
 * The FAQ becomes an accordion 500 ms after it appears. Until then every answer shows, so the
 * answers can be read without JavaScript and the pre-rendered page holds them all. Afterwards at
 * most one answer is open: opening one closes the others, and clicking the open one closes it.
 */
export function useFaqAccordion() {
  const [started, setStarted] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), FAQ_ACCORDION_START_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const isOpen = useCallback((id: string) => !started || openId === id, [started, openId]);

  const toggle = useCallback(
    (id: string) => {
      setOpenId((current) => (started && current === id ? null : id));
      setStarted(true);
    },
    [started],
  );

  return { isOpen, toggle };
}
