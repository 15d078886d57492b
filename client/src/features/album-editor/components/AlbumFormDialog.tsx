import { useLingui } from '@lingui/react';
import { albumProblems, type AlbumField, type AlbumValues } from '@lanka-tours/shared/album-rules';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import type { AdminAlbumCard_AlbumFragment } from '../../../graphql/generated';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { todayIso } from '../../../lib/album-format';

interface AlbumFormDialogProps {
  /** The album being edited, or null to create one. */
  album: AdminAlbumCard_AlbumFragment | null;
  onCancel(): void;
  onSave(values: AlbumValues): Promise<void>;
}

const initialValues = (album: AdminAlbumCard_AlbumFragment | null): AlbumValues => ({
  title: album?.title ?? '',
  location: album?.location ?? '',
  date: album?.date ?? todayIso(),
  description: album?.description ?? '',
});

/** Each label in English, the id of its translation. */
const FIELDS: { name: AlbumField; label: string; type: string; required: boolean }[] = [
  { name: 'title', label: /*i18n*/ 'Title', type: 'text', required: true },
  { name: 'location', label: /*i18n*/ 'Location', type: 'text', required: true },
  { name: 'date', label: /*i18n*/ 'Date', type: 'date', required: true },
  { name: 'description', label: /*i18n*/ 'Description', type: 'textarea', required: false },
];

/** Create or edit an album; rendered only while open, so each opening starts afresh. */
export function AlbumFormDialog({ album, onCancel, onSave }: AlbumFormDialogProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [values, setValues] = useState(() => initialValues(album));
  const [errors, setErrors] = useState<Partial<Record<AlbumField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = albumProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure((error as Error).message);
      setSaving(false);
    }
  };

  return (
    <Dialog
      titleId="album-form-title"
      title={album ? i18n._('Edit Album') : i18n._('Create New Album')}
      onHide={onCancel}
    >
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          {failure && (
            <div className="alert alert-danger" role="alert">
              {failure}
            </div>
          )}
          {FIELDS.map(({ name, label, type, required }) => {
            const id = `album-${name}`;
            const props = {
              id,
              className: `form-control ${errors[name] ? 'is-invalid' : ''}`,
              value: values[name] ?? '',
              required,
              'aria-invalid': !!errors[name] || undefined,
              'aria-describedby': errors[name] ? `${id}-error` : undefined,
              onChange: (event: { target: { value: string } }) => {
                setValues((v) => ({ ...v, [name]: event.target.value }));
                setErrors((e) => ({ ...e, [name]: undefined }));
              },
            };
            return (
              <div className="mb-3" key={name}>
                <label htmlFor={id} className="form-label">
                  {i18n._(label)}
                  {required && <span aria-hidden="true"> *</span>}
                </label>
                {type === 'textarea' ? (
                  <textarea rows={3} {...props} />
                ) : (
                  <input type={type} {...props} />
                )}
                {errors[name] && (
                  <div id={`${id}-error`} className="invalid-feedback">
                    {translate(errors[name])}
                  </div>
                )}
              </div>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {i18n._('Cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {album ? i18n._('Save Changes') : i18n._('Create Album')}
          </button>
        </Modal.Footer>
      </form>
    </Dialog>
  );
}
