import { mediaSrcset } from '@lanka-tours/shared/media-variants';
import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, useImageFallback } from './useImageFallback';

export { PLACEHOLDER_IMAGE };

type NativeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'srcSet' | 'sizes'
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
  /** How wide the picture is shown (the img's sizes), so the browser picks a narrow variant. */
  sizes: string;
}

/**
 * An image that reserves its space, loads lazily unless it is on the first screen, offers the
 * browser the narrower variants of an uploaded picture, and swaps itself for the placeholder
 * picture when its file is missing or broken.
 */
export function SafeImage(props: SafeImageProps) {
  const { src, alt, width, height, priority = false, sizes, ...rest } = props;
  const { broken, imageProps } = useImageFallback(src);
  const srcSet = broken ? undefined : mediaSrcset(src);

  return (
    <img
      {...imageProps}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet && sizes}
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
