import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import {
  useRemoveGuidePhotoMutation,
  useSetGuidePhotoMutation,
  type GuideCard_GuideFragment,
} from '../../../graphql/generated';
import { serverMessage } from '../../../lib/server-errors';

const UPLOAD_FAILED = /*i18n*/ 'The photo could not be uploaded. Please try again.';

/** The first letters of a name, for a guide without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** A guide's photo, or their initials, with the buttons that give, change or remove it. */
export function GuidePhoto({ guide }: { guide: GuideCard_GuideFragment }) {
  const { i18n } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [setPhoto, { loading: uploading }] = useSetGuidePhotoMutation();
  const [removePhoto, { loading: removing }] = useRemoveGuidePhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = uploading || removing;

  const run = async (change: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await change();
    } catch (error) {
      setProblem(serverMessage(error) ?? i18n._(UPLOAD_FAILED));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const send = (file: File | undefined) =>
    file && void run(() => setPhoto({ variables: { guideId: guide.id, files: [file] } }));

  return (
    <div className="mb-3">
      <div className="d-flex align-items-center gap-3">
        {guide.photo ? (
          <img
            className="guide-photo"
            src={guide.photo.url}
            srcSet={guide.photo.srcset}
            sizes="5rem"
            width={guide.photo.width}
            height={guide.photo.height}
            alt={i18n._('Photo of {name}', { name: guide.name })}
          />
        ) : (
          <span className="guide-photo guide-initials" aria-hidden="true">
            {initials(guide.name)}
          </span>
        )}
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {uploading
              ? i18n._('Uploading...')
              : guide.photo
                ? i18n._('Change photo')
                : i18n._('Add photo')}
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(event) => send(event.target.files?.[0])}
          />
          {guide.photo && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={busy}
              onClick={() => void run(() => removePhoto({ variables: { guideId: guide.id } }))}
            >
              {i18n._('Remove photo')}
            </button>
          )}
        </div>
      </div>
      {problem && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
