import { useCallback, useEffect, useState } from 'react';

/** How long a success or error message stays: the specification's 3 seconds. */
const MESSAGE_SHOWN_MS = 3000;

export interface TimedMessage {
  type: 'success' | 'error';
  text: string;
}

/** A success or error message that clears itself after the specification's 3 seconds. */
export function useTimedMessage(): [TimedMessage | null, (message: TimedMessage | null) => void] {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const show = useCallback((next: TimedMessage | null) => setMessage(next), []);
  return [message, show];
}
