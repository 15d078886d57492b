import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ALBUM_MESSAGES } from '@shared/album-rules';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/Spinner';
import { useAlbumQuery } from '../../graphql/generated';
import { usePageTitle } from '../../lib/usePageTitle';
import { AlbumHeader, AlbumInfoBar } from './components/AlbumHeader';
import { PhotoMasonry } from './components/PhotoMasonry';
import { useAlbumMeta, useNotFoundMeta } from './useAlbumMeta';
import { useScrollRestore } from './useScrollRestore';
import './showcase.css';

const AlbumLightbox = lazy(() => import('./components/AlbumLightbox'));

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

function BackToAlbums() {
  return (
    <Link to="/showcase" className="btn btn-primary">
      Back to Albums
    </Link>
  );
}

function Problem({ title, text }: { title: string; text?: string }) {
  return (
    <section className="container py-5 text-center">
      <h1 className="h3">{title}</h1>
      {text && <p className="text-body-secondary">{text}</p>}
      <BackToAlbums />
    </section>
  );
}

function BookingCallToAction() {
  return (
    <section className="album-cta text-center py-5">
      <h2 className="h3">Want to Experience This Adventure Yourself?</h2>
      <Link to="/contact" className="btn btn-warning btn-lg mt-2">
        Book a Tour
      </Link>
    </section>
  );
}

export default function AlbumPage() {
  usePageTitle('Album');
  const { id = '' } = useParams();
  const { data, loading, error } = useAlbumQuery({ variables: { id } });
  const album = data?.album;
  useAlbumMeta(album);
  useNotFoundMeta(!loading && (error ? isNotFound(error) : !album));
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const scroll = useScrollRestore();

  if (loading && !album) return <LoadingSpinner label="Loading album..." />;
  if (error && isNotFound(error)) return <Problem title={ALBUM_MESSAGES.notFound} />;
  if (error) return <Problem title="Something went wrong" text={ALBUM_MESSAGES.albumFailed} />;
  if (!album) return <Problem title={ALBUM_MESSAGES.notFound} />;

  const open = (index: number, button: HTMLButtonElement) => {
    opener.current = button;
    scroll.remember();
    setOpenIndex(index);
  };
  const close = () => {
    setOpenIndex(null);
    opener.current?.focus({ preventScroll: true });
    scroll.restore();
  };

  return (
    <>
      <AlbumHeader album={album} />
      <AlbumInfoBar album={album} />
      <section className="container py-4" aria-label="Photos">
        {album.images.length ? (
          <PhotoMasonry title={album.title} photos={album.images} onOpen={open} />
        ) : (
          <div className="text-center py-5">
            <h2 className="h4">No Photos in This Album</h2>
            <p className="text-body-secondary">Check back later for updates to this album!</p>
          </div>
        )}
      </section>
      <BookingCallToAction />
      {openIndex !== null && (
        <Suspense fallback={null}>
          <AlbumLightbox
            title={album.title}
            photos={album.images}
            index={openIndex}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
