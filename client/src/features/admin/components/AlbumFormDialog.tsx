import { albumProblems, type AlbumField, type AlbumValues } from '@shared/album-rules';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import type { AdminAlbumCard_AlbumFragment } from '../../../graphql/generated';
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

const FIELDS: { name: AlbumField; label: string; type: string; required: boolean }[] = [
  { name: 'title', label: 'Title', type: 'text', required: true },
  { name: 'location', label: 'Location', type: 'text', required: true },
  { name: 'date', label: 'Date', type: 'date', required: true },
  { name: 'description', label: 'Description', type: 'textarea', required: false },
];

/** Create or edit an album; rendered only while open, so each opening starts afresh. */
export function AlbumFormDialog({ album, onCancel, onSave }: AlbumFormDialogProps) {
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
      title={album ? 'Edit Album' : 'Create New Album'}
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
                  {label}
                  {required && <span aria-hidden="true"> *</span>}
                </label>
                {type === 'textarea' ? (
                  <textarea rows={3} {...props} />
                ) : (
                  <input type={type} {...props} />
                )}
                {errors[name] && (
                  <div id={`${id}-error`} className="invalid-feedback">
                    {errors[name]}
                  </div>
                )}
              </div>
            );
          })}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {album ? 'Save Changes' : 'Create Album'}
          </button>
        </Modal.Footer>
      </form>
    </Dialog>
  );
}
