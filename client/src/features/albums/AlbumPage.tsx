import { ALBUM_MESSAGES } from '@lanka-tours/shared/album-rules';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, MessagePage } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import { usePageRead } from '../../data/usePageRead';
import { AlbumDocument } from '../../graphql/requests.generated';
import { hasErrorCode } from '../../lib/server-errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTranslateMessage } from '../../lib/translate-message';
import { AlbumHeader, AlbumInfoBar } from './components/AlbumHeader';
import { PhotoMasonry } from './components/PhotoMasonry';
import { useAlbumMeta, useNotFoundMeta } from './useAlbumMeta';
import { useScrollRestore } from './useScrollRestore';
import './albums.css';

const AlbumLightbox = lazy(() => import('./components/AlbumLightbox'));

const isNotFound = (error: unknown) => hasErrorCode(error, 'NOT_FOUND');

/** `title` and `text` in English (a shared message or one of this page's), shown translated. */
function Problem({ title, text }: { title: string; text?: string }) {
  const { i18n } = useLingui();
  const translate = useTranslateMessage();
  return (
    <MessagePage eyebrow={i18n._('Photo Gallery')} title={translate(title)}>
      {text && <p>{translate(text)}</p>}
      <Link to="/showcase" className="btn btn-primary btn-lg page-btn">
        {i18n._('Back to Albums')}
      </Link>
    </MessagePage>
  );
}

function BookingCallToAction() {
  const { i18n } = useLingui();
  return (
    <section className="cta-band" aria-labelledby="album-cta-heading">
      <div className="container cta-band-inner">
        <h2 id="album-cta-heading" className="cta-band-title mb-4">
          {i18n._('Want to Experience This Adventure Yourself?')}
        </h2>
        <Link to="/contact" className="btn btn-book btn-lg page-btn">
          {i18n._('Book a Tour')}
        </Link>
      </div>
    </section>
  );
}

export default function AlbumPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Album'));
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<LoadingSpinner label={i18n._('Loading album...')} />}>
      <Album id={id} />
    </Suspense>
  );
}

function Album({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { data, error } = usePageRead(AlbumDocument, { id });
  const album = data?.album;
  useAlbumMeta(album);
  useNotFoundMeta(error ? isNotFound(error) : !album);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const scroll = useScrollRestore();

  if (error && isNotFound(error)) return <Problem title={ALBUM_MESSAGES.notFound} />;
  if (error)
    return <Problem title={i18n._('Something went wrong')} text={ALBUM_MESSAGES.albumFailed} />;
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
      <section className="container py-5" aria-label={i18n._('Photos')}>
        {album.images.length ? (
          <PhotoMasonry title={album.title} photos={album.images} onOpen={open} />
        ) : (
          <EmptyState
            title={i18n._('No Photos in This Album')}
            text={i18n._('Check back later for updates to this album!')}
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
