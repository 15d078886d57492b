import { ALBUM_MESSAGES } from '@shared/album-rules';
import { EmptyState, PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { useAlbumListQuery } from '../../graphql/generated';
import { usePageTitle } from '../../lib/usePageTitle';
import { AlbumCard } from './components/AlbumCard';
import './showcase.css';

/** Covers in the first row load at once; the rest as they near the screen. */
const EAGER_COVERS = 3;

function AlbumGrid() {
  const { data, loading, error } = useAlbumListQuery();
  if (loading && !data) return <LoadingSpinner label="Loading photo albums..." />;
  if (error && !data) {
    return (
      <div className="alert alert-danger text-center" role="alert">
        <p>{ALBUM_MESSAGES.listFailed}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }
  const albums = data?.albums ?? [];
  if (!albums.length) {
    return (
      <EmptyState
        title="No Photo Albums Yet"
        text="Photos of our recent tours will appear here soon."
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
  usePageTitle('Photo Gallery');
  return (
    <>
      <PageHeader
        eyebrow="Our tours in pictures"
        title="Photo Gallery"
        lead="Moments from our guided tours around Sri Lanka, shared by our guides."
      />
      <section className="page-section" aria-label="Photo albums">
        <div className="container">
          <AlbumGrid />
        </div>
      </section>
    </>
  );
}
