import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import { FallbackImage } from '../../../components/FallbackImage';
import type { AlbumPage_AlbumFragment } from '../../../graphql/generated';
import { photoCount, readableCalendarDate } from '../../../lib/album-format';

export function AlbumHeader({ album }: { album: AlbumPage_AlbumFragment }) {
  const { i18n } = useLingui();
  const cover = album.coverImage ?? album.images[0] ?? null;
  return (
    <header className="page-hero album-header">
      {cover && (
        <FallbackImage
          className="page-hero-picture"
          src={cover.image.url}
          srcSet={cover.image.srcset}
          // A backdrop under a dark scrim: half the screen's resolution is plenty.
          sizes="50vw"
          alt=""
          fetchPriority="high"
        />
      )}
      <div className="container page-hero-content">
        <Link to="/showcase" className="btn btn-outline-light btn-sm page-btn mb-4">
          ← {i18n._('Back to Albums')}
        </Link>
        <p className="page-hero-eyebrow">{i18n._('Tour album')}</p>
        <h1>{album.title}</h1>
        <p className="page-hero-lead">
          {album.location} · {readableCalendarDate(album.date, i18n)} ·{' '}
          {photoCount(album.imageCount, i18n)}
        </p>
      </div>
    </header>
  );
}

export function AlbumInfoBar({ album }: { album: AlbumPage_AlbumFragment }) {
  const { i18n } = useLingui();
  return (
    <section className="album-info-bar" aria-label={i18n._('About this album')}>
      <dl className="container d-flex flex-wrap gap-4 mb-0 py-3">
        <div>
          <dt>{i18n._('Location')}</dt>
          <dd>{album.location}</dd>
        </div>
        <div>
          <dt>{i18n._('Date')}</dt>
          <dd>{readableCalendarDate(album.date, i18n)}</dd>
        </div>
        <div>
          <dt>{i18n._('Photos')}</dt>
          <dd>{album.imageCount}</dd>
        </div>
        {album.description && (
          <div className="album-info-description">
            <dt>{i18n._('About')}</dt>
            <dd>{album.description}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
