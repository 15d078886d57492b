import type { ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, useImageFallback } from './useImageFallback';

/** An img that swaps itself for the placeholder when its picture cannot be loaded. */
export function FallbackImage({
  src,
  srcSet,
  sizes,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement>) {
  const { broken, imageProps } = useImageFallback(src);
  return (
    <img
      {...rest}
      {...imageProps}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet || undefined}
      sizes={broken || !srcSet ? undefined : sizes}
    />
  );
}
