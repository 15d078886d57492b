import { ALBUM_MESSAGES } from '@shared/album-rules';
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
      <div className="text-center py-5">
        <h2 className="h4">No Photo Albums Yet</h2>
        <p className="text-body-secondary">Photos of our recent tours will appear here soon.</p>
      </div>
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
    <section className="container py-5">
      <h1 className="mb-2">Photo Gallery</h1>
      <p className="lead text-body-secondary mb-4">
        Moments from our guided tours around Sri Lanka, shared by our guides.
      </p>
      <AlbumGrid />
    </section>
  );
}
