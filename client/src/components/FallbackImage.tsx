import { useState, type ImgHTMLAttributes } from 'react';

/** Shown in place of any picture that fails to load. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** An img that swaps itself for the placeholder when its picture cannot be loaded. */
export function FallbackImage({
  src,
  srcSet,
  sizes,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement>) {
  const [broken, setBroken] = useState(false);
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet || undefined}
      sizes={broken || !srcSet ? undefined : sizes}
      onError={() => setBroken(true)}
    />
  );
}
