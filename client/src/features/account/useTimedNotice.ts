import { useCallback, useEffect, useRef, useState } from 'react';

/** The specification's profile notice time. */
export const NOTICE_MS = 3000;

/** A success message that clears itself after three seconds. */
export function useTimedNotice(): [string | null, (message: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = useCallback((message: string) => {
    window.clearTimeout(timer.current);
    setNotice(message);
    timer.current = window.setTimeout(() => setNotice(null), NOTICE_MS);
  }, []);
  return [notice, show];
}
