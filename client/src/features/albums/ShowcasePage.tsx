import { ALBUM_MESSAGES } from '@lanka-tours/shared/album-rules';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { EmptyState, PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { usePageRead } from '../../data/usePageRead';
import { AlbumListDocument } from '../../graphql/requests.generated';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslateMessage } from '../../lib/translate-message';
import { AlbumCard } from './components/AlbumCard';
import './albums.css';

/** Covers in the first row load at once; the rest as they near the screen. */
const EAGER_COVERS = 3;

function AlbumGrid() {
  const { i18n } = useLingui();
  const translate = useTranslateMessage();
  const { data, error } = usePageRead(AlbumListDocument, {});
  if (error && !data) {
    return (
      <div className="alert alert-danger text-center" role="alert">
        <p>{translate(ALBUM_MESSAGES.listFailed)}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {i18n._('Try Again')}
        </button>
      </div>
    );
  }
  const albums = data?.albums ?? [];
  if (!albums.length) {
    return (
      <EmptyState
        title={i18n._('No Photo Albums Yet')}
        text={i18n._('Photos of our recent tours will appear here soon.')}
      />
    );
  }
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4 list-unstyled">
      {albums.map((album, index) => (
        <li className="col" key={album.id}>
          <AlbumCard album={album} eager={index < EAGER_COVERS} />
        </li>
      ))}
    </ul>
  );
}

export default function ShowcasePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Photo Gallery'));
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Our tours in pictures')}
        title={i18n._('Photo Gallery')}
        lead={i18n._('Moments from our guided tours around Sri Lanka, shared by our guides.')}
      />
      <section className="page-section" aria-label={i18n._('Photo albums')}>
        <div className="container">
          <Suspense fallback={<LoadingSpinner label={i18n._('Loading photo albums...')} />}>
            <AlbumGrid />
          </Suspense>
        </div>
      </section>
    </>
  );
}
