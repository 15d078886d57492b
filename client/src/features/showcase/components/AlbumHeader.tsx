import { Link } from 'react-router-dom';
import { FallbackImage } from '../../../components/FallbackImage';
import type { AlbumDetailFragment } from '../../../graphql/generated';
import { photoCount, readableCalendarDate } from '../../../lib/album-format';

export function AlbumHeader({ album }: { album: AlbumDetailFragment }) {
  const cover = album.coverImage ?? album.images[0] ?? null;
  return (
    <header className="album-header">
      {cover && (
        <FallbackImage
          className="album-header-background"
          src={cover.image.url}
          srcSet={cover.image.srcset}
          // A backdrop under a dark scrim: half the screen's resolution is plenty.
          sizes="50vw"
          alt=""
          fetchPriority="high"
        />
      )}
      <div className="album-header-content container">
        <Link to="/showcase" className="btn btn-light btn-sm mb-3">
          ← Back to Albums
        </Link>
        <h1 className="display-6 fw-bold">{album.title}</h1>
        <p className="mb-0">
          {album.location} · {readableCalendarDate(album.date)} · {photoCount(album.imageCount)}
        </p>
      </div>
    </header>
  );
}

export function AlbumInfoBar({ album }: { album: AlbumDetailFragment }) {
  return (
    <section className="album-info-bar" aria-label="About this album">
      <dl className="container d-flex flex-wrap gap-4 mb-0 py-3">
        <div>
          <dt>Location</dt>
          <dd>{album.location}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{readableCalendarDate(album.date)}</dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{album.imageCount}</dd>
        </div>
        {album.description && (
          <div className="album-info-description">
            <dt>About</dt>
            <dd>{album.description}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
