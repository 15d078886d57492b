import { useLingui } from '@lingui/react';
import { useState, type MouseEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import type {
  AdminAlbumCard_AlbumFragment,
  AlbumViewerDialog_PhotoFragment,
} from '../../../graphql/generated';
import type { TimedMessage } from '../../../lib/useTimedMessage';

interface AlbumViewerDialogProps {
  album: AdminAlbumCard_AlbumFragment;
  message: TimedMessage | null;
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  onSetCover(image: AlbumViewerDialog_PhotoFragment): void;
  onEditCaption(image: AlbumViewerDialog_PhotoFragment): void;
  onDelete(image: AlbumViewerDialog_PhotoFragment): void;
}

/** The widest the photo shows in the extra-large dialog. */
const VIEWER_MAX_PX = 1100;

interface Zoom {
  x: number;
  y: number;
}

/** One photo at a time: previous and next wrap, a click zooms in at the point clicked. */
export function AlbumViewerDialog(props: AlbumViewerDialogProps) {
  const { album, index, onIndex, onClose } = props;
  const { i18n } = useLingui();
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const count = album.images.length;
  const image = album.images[index];
  const isCover = !!image && album.coverImage?.id === image.id;

  const go = (step: number) => {
    setZoom(null);
    onIndex((index + step + count) % count);
  };
  const toggleZoom = (event: MouseEvent<HTMLButtonElement>) => {
    if (zoom) {
      setZoom(null);
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    // A keyboard "click" has no point: zoom into the middle.
    const x = event.clientX ? ((event.clientX - box.left) / box.width) * 100 : 50;
    const y = event.clientY ? ((event.clientY - box.top) / box.height) * 100 : 50;
    setZoom({ x, y });
  };

  return (
    <Dialog
      titleId="viewer-title"
      title={i18n._('{title}: Image {number} of {count}', {
        title: album.title,
        number: index + 1,
        count,
      })}
      onHide={onClose}
      size="xl"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
    >
      {image && (
        <Modal.Body className="album-viewer">
          <div className="album-viewer-stage">
            <button
              type="button"
              className="btn btn-dark album-viewer-nav"
              onClick={() => go(-1)}
              aria-label={i18n._('Previous image')}
            >
              ‹
            </button>
            <button
              type="button"
              className={`album-viewer-zoom ${zoom ? 'is-zoomed' : ''}`}
              onClick={toggleZoom}
              aria-pressed={!!zoom}
              aria-label={zoom ? i18n._('Zoom out') : i18n._('Zoom in')}
            >
              <img
                src={image.image.url}
                srcSet={image.image.srcset}
                // Never wider than the photo itself: a small one is shown at its own size.
                sizes={`min(95vw, ${Math.min(image.image.width || VIEWER_MAX_PX, VIEWER_MAX_PX)}px)`}
                alt={
                  image.caption ||
                  i18n._('{title} photo {number}', { title: album.title, number: index + 1 })
                }
                style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
              />
            </button>
            <button
              type="button"
              className="btn btn-dark album-viewer-nav"
              onClick={() => go(1)}
              aria-label={i18n._('Next image')}
            >
              ›
            </button>
          </div>
          <p className="text-center mt-2 mb-0">
            {image.caption || <em>{i18n._('No caption')}</em>}
          </p>
        </Modal.Body>
      )}
      {image && (
        <Modal.Footer className="justify-content-center album-viewer-actions">
          <p className="w-100 text-center small mb-1" role="status">
            {props.message && (
              <span className={props.message.type === 'error' ? 'text-danger' : 'text-success'}>
                {props.message.text}
              </span>
            )}
          </p>
          <button
            type="button"
            className="btn btn-warning"
            disabled={isCover}
            onClick={() => props.onSetCover(image)}
          >
            {isCover ? i18n._('Cover Image') : i18n._('Set Cover')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => props.onEditCaption(image)}
          >
            {i18n._('Edit Caption')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => props.onDelete(image)}
          >
            {i18n._('Delete Image')}
          </button>
        </Modal.Footer>
      )}
    </Dialog>
  );
}
