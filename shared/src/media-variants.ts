/** Widths of the WebP variants written for every image (never wider than the image itself). */
export const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;

/** The variant widths for an image this wide: the standard ones below it, and its own width. */
export function variantWidthsFor(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= largest) widths.push(width);
  else widths.push(largest);
  return [...new Set(widths)];
}

/** Where a variant is served; the id never points at other content, so the URL is immutable. */
export function mediaUrl(mediaId: string, width: number): string {
  return `/media/${mediaId}/${width}.webp`;
}

const MEDIA_URL = /^\/media\/([\w-]+)\/(\d+)\.webp$/;

/**
 * The srcset of a stored image given by the address of its largest variant (what a content
 * picture keeps); none for any other picture. The largest variant's width is the image's own,
 * or the largest standard one, so the same widths follow from it.
 */
export function mediaSrcset(address: string): string | undefined {
  const match = MEDIA_URL.exec(address);
  if (!match) return undefined;
  const [, mediaId, largest] = match;
  return variantWidthsFor(Number(largest))
    .map((width) => `${mediaUrl(mediaId, width)} ${width}w`)
    .join(', ');
}
