import { useCallback, useState, type ImgHTMLAttributes } from 'react';

/** Shown instead of any picture that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type NativeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
>;

export interface SafeImageProps extends NativeImageProps {
  src: string;
  /** Empty for a decorative picture. */
  alt: string;
  /** The intrinsic size, so the browser reserves the space before the picture arrives. */
  width: number;
  height: number;
  /** A picture on the first screen: fetched at once and early instead of lazily. */
  priority?: boolean;
}

/**
 * An image that reserves its space, loads lazily unless it is on the first screen, and swaps
 * itself for the placeholder picture when its file is missing or broken.
 */
export function SafeImage({ src, alt, width, height, priority = false, ...rest }: SafeImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const shown = brokenSrc === src ? PLACEHOLDER_IMAGE : src;

  // A picture can fail before React attaches onError (server-rendered HTML): look once on mount.
  const detectEarlyFailure = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src') === src) {
        setBrokenSrc(src);
      }
    },
    [src],
  );

  return (
    <img
      ref={shown === src ? detectEarlyFailure : undefined}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBrokenSrc(src)}
      {...rest}
    />
  );
}
