import { useEffect, useState } from 'react';

/** How long 'Link copied to clipboard!' stays visible. */
export const COPIED_NOTICE_MS = 3000;

/** Shares the page with the device's share sheet, or copies its link where there is none. */
export function useShare() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function share(title: string, text: string) {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  }

  return { share, copied };
}
