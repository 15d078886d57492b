import { useLingui } from '@lingui/react';
import type { PictureValue } from '@lanka-tours/shared/content';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { LoadingSpinner } from '../../../components/Spinner';
import {
  useContentAlbumPhotosQuery,
  useContentPictureFromAlbumMutation,
} from '../../../graphql/generated';
import { serverMessage } from '../../../lib/server-errors';

interface AlbumPhotoDialogProps {
  /** The alt text the copy is stored with. */
  alt: string;
  onChosen(picture: PictureValue): void;
  onCancel(): void;
}

const COPY_FAILED = /*i18n*/ 'The photo could not be taken from its album. Please try again.';

/** The photos of the tour albums; the one chosen is copied for the content. */
export function AlbumPhotoDialog({ alt, onChosen, onCancel }: AlbumPhotoDialogProps) {
  const { i18n } = useLingui();
  const { data, loading, error } = useContentAlbumPhotosQuery({ fetchPolicy: 'network-only' });
  const [copy, copying] = useContentPictureFromAlbumMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (imageId: string) => {
    try {
      const { data: copied } = await copy({ variables: { imageId, alt } });
      if (copied) onChosen(copied.contentPictureFromAlbum);
    } catch (failure) {
      setProblem(serverMessage(failure) ?? i18n._(COPY_FAILED));
    }
  };

  const albums = (data?.albums ?? []).filter((album) => album.images.length > 0);
  return (
    <Dialog
      titleId="album-photo-title"
      title={i18n._('Choose from albums')}
      onHide={onCancel}
      size="lg"
    >
      <Modal.Body>
        {loading && <LoadingSpinner label={i18n._('Loading album photos...')} />}
        {(error || problem) && (
          <div className="alert alert-danger" role="alert">
            {problem ?? i18n._('The albums could not be loaded. Please try again.')}
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
                    disabled={copying.loading}
                    onClick={() => void choose(photo.id)}
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
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {i18n._('Cancel')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
