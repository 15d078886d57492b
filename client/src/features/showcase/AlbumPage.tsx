import { ALBUM_MESSAGES } from '@shared/album-rules';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, MessagePage } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { useAlbumQuery } from '../../graphql/generated';
import { hasErrorCode } from '../../lib/server-errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { AlbumHeader, AlbumInfoBar } from './components/AlbumHeader';
import { PhotoMasonry } from './components/PhotoMasonry';
import { useAlbumMeta, useNotFoundMeta } from './useAlbumMeta';
import { useScrollRestore } from './useScrollRestore';
import './showcase.css';

const AlbumLightbox = lazy(() => import('./components/AlbumLightbox'));

const isNotFound = (error: unknown) => hasErrorCode(error, 'NOT_FOUND');

function Problem({ title, text }: { title: string; text?: string }) {
  return (
    <MessagePage eyebrow="Photo Gallery" title={title}>
      {text && <p>{text}</p>}
      <Link to="/showcase" className="btn btn-primary btn-lg page-btn">
        Back to Albums
      </Link>
    </MessagePage>
  );
}

function BookingCallToAction() {
  return (
    <section className="cta-band" aria-labelledby="album-cta-heading">
      <div className="container cta-band-inner">
        <h2 id="album-cta-heading" className="cta-band-title mb-4">
          Want to Experience This Adventure Yourself?
        </h2>
        <Link to="/contact" className="btn btn-book btn-lg page-btn">
          Book a Tour
        </Link>
      </div>
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
      <section className="container py-5" aria-label="Photos">
        {album.images.length ? (
          <PhotoMasonry title={album.title} photos={album.images} onOpen={open} />
        ) : (
          <EmptyState
            title="No Photos in This Album"
            text="Check back later for updates to this album!"
          />
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
