import { useCallback, useState } from 'react';

/** Shown instead of any picture that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * Whether the picture at `src` failed to load, learnt from its error event or, for a picture in
 * server-rendered HTML that failed before React attached that handler, by looking once on mount.
 */
export function useImageFallback(src: string | undefined) {
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>(undefined);
  const broken = src !== undefined && brokenSrc === src;

  const detectEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) {
        setBrokenSrc(src);
      }
    },
    [src],
  );

  return {
    broken,
    /** For the img's ref and onError. */
    imageProps: {
      ref: broken ? undefined : detectEarlyFailure,
      onError: () => setBrokenSrc(src),
    },
  };
}
