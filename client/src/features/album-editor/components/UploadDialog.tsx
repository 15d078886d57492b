import {
  ALBUM_CAPTION_MAX_LENGTH,
  ALBUM_MAX_FILE_BYTES,
  ALBUM_MAX_FILES,
  ALBUM_MESSAGES,
  ALBUM_UPLOAD_ACCEPT,
} from '@lanka-tours/shared/album-rules';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { rejectionMessages } from './upload-rejections';

interface Selected {
  file: File;
  preview: string;
  caption: string;
}

interface UploadDialogProps {
  albumTitle: string;
  /** Per file, the share sent (0 to 1) while uploading. */
  progress: number[] | null;
  onCancel(): void;
  onUpload(files: File[], captions: string[]): Promise<void>;
}

/** Choose up to 10 photos, caption each, and follow each one's upload. */
export function UploadDialog({ albumTitle, progress, onCancel, onUpload }: UploadDialogProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [selected, setSelected] = useState<Selected[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const uploading = progress !== null;

  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const room = ALBUM_MAX_FILES - selected.length;
    const messages = rejectionMessages(rejected, translate);
    if (accepted.length > room) messages.push(translate(ALBUM_MESSAGES.tooManyFiles));
    setProblems(messages);
    const added = accepted.slice(0, Math.max(0, room)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { file, preview, caption: '' };
    });
    setSelected((current) => [...current, ...added]);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: ALBUM_UPLOAD_ACCEPT,
    maxFiles: ALBUM_MAX_FILES,
    maxSize: ALBUM_MAX_FILE_BYTES,
    minSize: 1,
    multiple: true,
    disabled: uploading,
  });

  const setCaption = (index: number, caption: string) =>
    setSelected((current) => current.map((s, i) => (i === index ? { ...s, caption } : s)));
  const remove = (index: number) => setSelected((current) => current.filter((_, i) => i !== index));

  const submit = async () => {
    if (!selected.length) {
      setProblems([translate(ALBUM_MESSAGES.noFiles)]);
      return;
    }
    setProblems([]);
    try {
      await onUpload(
        selected.map((s) => s.file),
        selected.map((s) => s.caption.trim()),
      );
    } catch (error) {
      setProblems([(error as Error).message]);
    }
  };

  return (
    <Dialog
      titleId="upload-title"
      title={i18n._('Upload Photos to {album}', { album: albumTitle })}
      onHide={uploading ? undefined : onCancel}
      size="lg"
    >
      <Modal.Body>
        <div {...getRootProps({ className: `upload-dropzone ${isDragActive ? 'is-active' : ''}` })}>
          <input
            {...getInputProps({ 'aria-label': i18n._('Choose photos') })}
            data-testid="album-photo-input"
          />
          <p className="mb-1 fw-semibold">{i18n._('Drag photos here, or click to choose')}</p>
          <p className="small mb-0">
            {i18n._('JPEG, PNG or GIF · at most {max} photos at once · 10 MB each', {
              max: ALBUM_MAX_FILES,
            })}
          </p>
        </div>
        {problems.length > 0 && (
          <ul className="alert alert-danger mt-3 mb-0 ps-4" role="alert">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <ul className="list-unstyled mt-3 mb-0">
          {selected.map((item, index) => (
            <li key={item.preview} className="upload-item">
              <img src={item.preview} alt="" width={64} height={64} />
              <div className="flex-grow-1">
                <label className="form-label small mb-1" htmlFor={`upload-caption-${index}`}>
                  {i18n._('Caption for {file}', { file: item.file.name })}
                </label>
                <input
                  id={`upload-caption-${index}`}
                  className="form-control form-control-sm"
                  maxLength={ALBUM_CAPTION_MAX_LENGTH}
                  value={item.caption}
                  disabled={uploading}
                  onChange={(event) => setCaption(index, event.target.value)}
                />
                {progress && (
                  <div
                    className="progress mt-2"
                    role="progressbar"
                    aria-label={i18n._('Upload progress for {file}', { file: item.file.name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round((progress[index] ?? 0) * 100)}
                  >
                    <div
                      className="progress-bar"
                      style={{ width: `${(progress[index] ?? 0) * 100}%` }}
                    />
                  </div>
                )}
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => remove(index)}
                disabled={uploading}
                aria-label={i18n._('Remove {file}', { file: item.file.name })}
              >
                {i18n._('Remove')}
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={uploading}
        >
          {i18n._('Cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={submit} disabled={uploading}>
          {uploading ? i18n._('Uploading...') : i18n._('Upload Photos')}
        </button>
      </Modal.Footer>
    </Dialog>
  );
}
