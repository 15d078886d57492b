import { useLingui } from '@lingui/react';
import type { CSSProperties } from 'react';
import { FallbackImage } from '../../../components/FallbackImage';
import type { PhotoMasonry_PhotoFragment } from '../../../graphql/generated';
import { HIGH_PRIORITY_COUNT, photoAlt, staggerDelay } from '../album-images';
import { usePhotosNearViewport } from '../usePhotosNearViewport';

/** Two columns on phones, three from md, four from xl (see albums.css). */
const MASONRY_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';
/** Grid rows are a twentieth of a column's width; one more row is the gap below each photo. */
const ROWS_PER_WIDTH = 20;

function rowSpan(photo: PhotoMasonry_PhotoFragment): number {
  const ratio = photo.image.width ? photo.image.height / photo.image.width : 0.75;
  return Math.max(1, Math.round(ratio * ROWS_PER_WIDTH)) + 1;
}

interface PhotoMasonryProps {
  title: string;
  photos: PhotoMasonry_PhotoFragment[];
  onOpen(index: number, button: HTMLButtonElement): void;
}

/** Photos in reading order, each as tall as its own proportions, lazily loaded. */
export function PhotoMasonry({ title, photos, onOpen }: PhotoMasonryProps) {
  const { i18n } = useLingui();
  const { container, near } = usePhotosNearViewport(photos.map((photo) => photo.id));
  return (
    <div className="album-masonry" style={{ '--count': photos.length } as CSSProperties}>
      <ul className="album-masonry-grid list-unstyled mb-0" ref={container}>
        {photos.map((photo, index) => {
          const alt = photoAlt(i18n, photo, title, index);
          const eager = index < HIGH_PRIORITY_COUNT;
          const shown = eager || near.has(photo.id);
          const style = {
            '--span': rowSpan(photo),
            animationDelay: staggerDelay(index),
          } as CSSProperties;
          return (
            <li key={photo.id} className="album-photo" style={style} data-photo-id={photo.id}>
              <button
                type="button"
                className="album-photo-button"
                onClick={(event) => onOpen(index, event.currentTarget)}
                aria-label={i18n._('View photo {number} of {count}: {alt}', {
                  number: index + 1,
                  count: photos.length,
                  alt,
                })}
              >
                <FallbackImage
                  src={shown ? photo.image.url : undefined}
                  srcSet={shown ? photo.image.srcset : undefined}
                  sizes={MASONRY_SIZES}
                  alt={alt}
                  width={photo.image.width}
                  height={photo.image.height}
                  loading={eager ? 'eager' : 'lazy'}
                  fetchPriority={eager ? 'high' : 'auto'}
                  decoding="async"
                />
                {photo.caption && (
                  <span className="album-photo-caption" aria-hidden="true">
                    {photo.caption}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
