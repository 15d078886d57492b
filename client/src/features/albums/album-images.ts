import type { I18n } from '@lingui/core';
import type { PhotoMasonry_PhotoFragment } from '../../graphql/generated';

/** The first images start loading at once and first; the rest when they near the viewport. */
export const HIGH_PRIORITY_COUNT = 4;
/** Fade-in delay per image, and its cap (seconds). */
export const STAGGER_SECONDS = 0.05;
export const STAGGER_CAP_SECONDS = 1.5;

export function staggerDelay(index: number): string {
  return `${Math.min(index * STAGGER_SECONDS, STAGGER_CAP_SECONDS).toFixed(2)}s`;
}

/** The caption, else '{title} photo {n}' in the page's language. */
export function photoAlt(
  i18n: I18n,
  photo: PhotoMasonry_PhotoFragment,
  albumTitle: string,
  index: number,
): string {
  return (
    photo.caption || i18n._('{title} photo {number}', { title: albumTitle, number: index + 1 })
  );
}

/** The variants of a srcset string, for the lightbox's own srcSet. */
export function srcsetVariants(
  srcset: string,
  width: number,
  height: number,
): { src: string; width: number; height: number }[] {
  return srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([src, w]) => src && w?.endsWith('w'))
    .map(([src, w]) => {
      const variantWidth = Number(w.slice(0, -1));
      return { src, width: variantWidth, height: Math.round((height / width) * variantWidth) };
    });
}
