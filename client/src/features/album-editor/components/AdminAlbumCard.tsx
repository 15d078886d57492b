import { useLingui } from '@lingui/react';
import { FallbackImage } from '../../../components/FallbackImage';
import type { AdminAlbumCard_AlbumFragment } from '../../../graphql/generated';
import { photoCount, readableCalendarDate } from '../../../lib/album-format';

interface AdminAlbumCardProps {
  album: AdminAlbumCard_AlbumFragment;
  onView(): void;
  onUpload(): void;
  onEdit(): void;
  onDelete(): void;
}

export function AdminAlbumCard({ album, onView, onUpload, onEdit, onDelete }: AdminAlbumCardProps) {
  const { i18n } = useLingui();
  const cover = album.coverImage ?? album.images[0];
  return (
    <article className="page-card" aria-labelledby={`admin-album-${album.id}`}>
      <div className="admin-album-cover">
        {cover ? (
          <FallbackImage
            src={cover.image.url}
            srcSet={cover.image.srcset}
            sizes="(min-width: 992px) 400px, 100vw"
            alt=""
            loading="lazy"
          />
        ) : (
          <span>{i18n._('No photos yet')}</span>
        )}
      </div>
      <div className="page-card-body">
        <h2 className="page-card-title" id={`admin-album-${album.id}`}>
          {album.title}
        </h2>
        <p className="card-location">
          {album.location} · {readableCalendarDate(album.date, i18n)}
        </p>
        <p className="page-card-text">{photoCount(album.imageCount, i18n)}</p>
        {/* Two by two, so that no button is left alone on a line of its own. */}
        <div className="admin-album-actions">
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={onView}
            disabled={!album.imageCount}
            aria-describedby={`admin-album-${album.id}`}
          >
            {i18n._('View Photos')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={onUpload}
            aria-describedby={`admin-album-${album.id}`}
          >
            {i18n._('Upload Photos')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={onEdit}
            aria-describedby={`admin-album-${album.id}`}
          >
            {i18n._('Edit')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={onDelete}
            aria-describedby={`admin-album-${album.id}`}
          >
            {i18n._('Delete')}
          </button>
        </div>
      </div>
    </article>
  );
}
