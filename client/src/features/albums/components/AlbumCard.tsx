import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../../components/FallbackImage';
import type { AlbumCard_AlbumFragment } from '../../../graphql/generated';
import { photoCount, readableCalendarDate } from '../../../lib/album-format';

/** Cards are a third, half or the whole of the container wide. */
const CARD_SIZES = '(min-width: 992px) 400px, (min-width: 768px) 50vw, 100vw';

export function AlbumCard({ album, eager }: { album: AlbumCard_AlbumFragment; eager: boolean }) {
  const { i18n } = useLingui();
  const cover = album.coverImage;
  return (
    <article className="page-card">
      <Link
        to={`/showcase/album/${album.id}`}
        className="album-card-cover"
        aria-label={i18n._('Open album: {title}', { title: album.title })}
      >
        {cover ? (
          <FallbackImage
            src={cover.image.url}
            srcSet={cover.image.srcset}
            sizes={CARD_SIZES}
            alt=""
            width={cover.image.width}
            height={cover.image.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="album-card-empty">{i18n._('No images')}</span>
        )}
      </Link>
      <div className="page-card-body">
        <h2 className="page-card-title">{album.title}</h2>
        <p className="card-location">
          {album.location} · {readableCalendarDate(album.date, i18n)}
        </p>
        <p className="page-card-text mb-0">{photoCount(album.imageCount, i18n)}</p>
      </div>
    </article>
  );
}
