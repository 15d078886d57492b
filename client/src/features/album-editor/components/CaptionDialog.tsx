import { useLingui } from '@lingui/react';
import { ALBUM_CAPTION_MAX_LENGTH, captionCounter } from '@lanka-tours/shared/album-rules';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';

interface CaptionDialogProps {
  caption: string;
  onCancel(): void;
  onSave(caption: string): void;
}

/** A caption of at most 60 characters, counted as it is typed. */
export function CaptionDialog({ caption, onCancel, onSave }: CaptionDialogProps) {
  const { i18n } = useLingui();
  const [text, setText] = useState(caption);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text);
  };
  return (
    <Dialog titleId="caption-dialog-title" title={i18n._('Edit Caption')} onHide={onCancel}>
      <form onSubmit={submit}>
        <Modal.Body>
          <label htmlFor="caption-text" className="form-label">
            {i18n._('Caption')}
          </label>
          <input
            id="caption-text"
            className="form-control"
            value={text}
            maxLength={ALBUM_CAPTION_MAX_LENGTH}
            aria-describedby="caption-counter"
            onChange={(event) => setText(event.target.value)}
          />
          <div id="caption-counter" className="form-text" aria-live="polite">
            {captionCounter(text)}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {i18n._('Save Caption')}
          </button>
        </Modal.Footer>
      </form>
    </Dialog>
  );
}
