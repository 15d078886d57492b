import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, useImageFallback } from './useImageFallback';

export { PLACEHOLDER_IMAGE };

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
  const { broken, imageProps } = useImageFallback(src);

  return (
    <img
      {...imageProps}
      src={broken ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...rest}
    />
  );
}
