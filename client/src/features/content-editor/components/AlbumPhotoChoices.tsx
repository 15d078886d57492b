import { useLingui } from '@lingui/react';
import { LoadingSpinner } from '../../../components/Spinner';
import { useContentAlbumPhotosQuery } from '../../../graphql/generated';

interface AlbumPhotoChoicesProps {
  /** The photo chosen (AlbumImage.id), if any. */
  chosen: string | null;
  onChoose(imageId: string): void;
}

/** The photos of the tour albums, by album, as buttons: the one pressed is chosen. */
export function AlbumPhotoChoices({ chosen, onChoose }: AlbumPhotoChoicesProps) {
  const { i18n } = useLingui();
  const { data, loading, error } = useContentAlbumPhotosQuery({ fetchPolicy: 'network-only' });
  const albums = (data?.albums ?? []).filter((album) => album.images.length > 0);
  return (
    <div className="content-album-choices">
      {loading && <LoadingSpinner label={i18n._('Loading album photos...')} />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {i18n._('The albums could not be loaded. Please try again.')}
        </div>
      )}
      {data && !albums.length && <p>{i18n._('No album has photos yet.')}</p>}
      {albums.map((album) => (
        <section key={album.id} className="mb-3" aria-labelledby={`album-${album.id}`}>
          <h3 id={`album-${album.id}`} className="h6">
            {album.title}
          </h3>
          <ul className="content-album-photos list-unstyled">
            {album.images.map((photo, index) => (
              <li key={photo.id}>
                <button
                  type="button"
                  className="content-album-photo"
                  aria-pressed={chosen === photo.id}
                  onClick={() => onChoose(photo.id)}
                >
                  <img src={photo.image.url} alt="" width={120} height={90} loading="lazy" />
                  <span className="visually-hidden">
                    {photo.caption
                      ? i18n._('Choose {caption}', { caption: photo.caption })
                      : i18n._('Choose photo {number} of {album}', {
                          number: index + 1,
                          album: album.title,
                        })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
