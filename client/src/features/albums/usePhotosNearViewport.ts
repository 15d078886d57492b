import { useEffect, useRef, useState } from 'react';

/**
 * Which of a list's items have come near the viewport. The browser's own lazy loading starts
 * images up to 2500 px below the screen; this starts them one screen-height closer, so a phone
 * downloads only what the visitor can soon see.
 */
export function usePhotosNearViewport(ids: string[], margin = '300px 0px') {
  const [near, setNear] = useState<ReadonlySet<string>>(() =>
    typeof IntersectionObserver === 'undefined' ? new Set(ids) : new Set(),
  );
  const container = useRef<HTMLUListElement | null>(null);
  const key = ids.join(',');

  useEffect(() => {
    const list = container.current;
    if (!list || typeof IntersectionObserver === 'undefined') {
      setNear(new Set(key.split(',')));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLElement);
        if (!seen.length) return;
        seen.forEach((element) => observer.unobserve(element));
        setNear((current) => new Set([...current, ...seen.map((e) => e.dataset.photoId ?? '')]));
      },
      { rootMargin: margin },
    );
    list.querySelectorAll<HTMLElement>('[data-photo-id]').forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [key, margin]);

  return { container, near };
}
