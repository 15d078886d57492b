import { useLingui } from '@lingui/react';
import { altTextProblem, contentMessages, type PictureValue } from '@lanka-tours/shared/content';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '@lanka-tours/shared/site-languages';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Dialog } from '../../../components/Dialog';
import { FieldError, validityAttributes } from '../../../components/form/FieldError';
import { SubmitButton } from '../../../components/form/SubmitButton';
import {
  useContentPictureFromAlbumMutation,
  useUploadContentPictureMutation,
} from '../../../graphql/generated';
import { serverMessage } from '../../../lib/server-errors';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useFieldMessages } from '../field-messages';
import { AlbumPhotoChoices } from './AlbumPhotoChoices';
import type { ShownTranslation } from './fields/fields-context';

interface PictureDialogProps {
  /** The picture's alt text now, in English and in the translation shown beside it. */
  alt: string;
  translatedAlt: string;
  /** The language shown beside the English, if one is: its alt text is asked too. */
  translationLanguage?: ShownTranslation['language'];
  onChosen(picture: PictureValue, translatedAlt: string): void;
  onCancel(): void;
}

type Source = 'upload' | 'albums';

const FAILED = /*i18n*/ 'The picture could not be stored. Please try again.';
const NO_SOURCE = /*i18n*/ 'Choose a photo to upload, or one from the albums.';

/**
 * A new picture in one place: what it shows (the alt text, in English and in the translation
 * shown), and where it comes from: a photo uploaded, or one of the albums' photos.
 */
export function PictureDialog(props: PictureDialogProps) {
  const { translationLanguage, onChosen, onCancel } = props;
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const fieldMessages = useFieldMessages();
  const [alt, setAlt] = useState(props.alt);
  const [translatedAlt, setTranslatedAlt] = useState(props.translatedAlt);
  const [source, setSource] = useState<Source>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [altError, setAltError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, uploading] = useUploadContentPictureMutation();
  const [copy, copying] = useContentPictureFromAlbumMutation();
  const busy = uploading.loading || copying.loading;
  const altLabel = translate(contentMessages.altLabel);

  const store = async (): Promise<PictureValue | undefined> => {
    const text = alt.trim();
    if (source === 'upload' && file) {
      return (await upload({ variables: { files: [file], alt: text } })).data?.uploadContentPicture;
    }
    if (source === 'albums' && photoId) {
      return (await copy({ variables: { imageId: photoId, alt: text } })).data
        ?.contentPictureFromAlbum;
    }
    return undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn outside the entry's form but sits inside it in React's tree, where a
    // submit would bubble on and save the entry.
    event.stopPropagation();
    const missingAlt = altTextProblem(alt, false, fieldMessages) ?? null;
    const missingSource = (source === 'upload' ? !file : !photoId) ? i18n._(NO_SOURCE) : null;
    setAltError(missingAlt);
    setProblem(missingSource);
    if (missingAlt) {
      document.getElementById('picture-dialog-alt')?.focus();
      return;
    }
    if (missingSource) return;
    try {
      const picture = await store();
      if (picture) onChosen(picture, translatedAlt.trim());
    } catch (failure) {
      setProblem(serverMessage(failure) ?? i18n._(FAILED));
    }
  };

  const choice = (value: Source, label: string) => (
    <div className="form-check form-check-inline">
      <input
        id={`picture-source-${value}`}
        type="radio"
        name="picture-source"
        className="form-check-input"
        checked={source === value}
        onChange={() => setSource(value)}
      />
      <label htmlFor={`picture-source-${value}`} className="form-check-label">
        {label}
      </label>
    </div>
  );

  return (
    <Dialog
      titleId="picture-dialog-title"
      title={i18n._('Choose a picture')}
      size="lg"
      onHide={busy ? undefined : onCancel}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Body>
          <div className="mb-3 content-field">
            <label htmlFor="picture-dialog-alt" className="form-label">
              {altLabel}
            </label>
            <input
              id="picture-dialog-alt"
              className={`form-control${altError ? ' is-invalid' : ''}`}
              value={alt}
              onChange={(event) => {
                setAlt(event.target.value);
                setAltError(null);
              }}
              {...validityAttributes(
                'picture-dialog-alt',
                altError ?? undefined,
                'picture-dialog-alt-hint',
              )}
            />
            <FieldError fieldId="picture-dialog-alt" message={altError ?? undefined} />
            <div id="picture-dialog-alt-hint" className="form-text">
              {i18n._('What the picture shows, for visitors who cannot see it.')}
            </div>
          </div>
          {translationLanguage && (
            <div className="mb-3 content-field content-translation">
              <label htmlFor="picture-dialog-alt-translated" className="form-label">
                {altLabel}{' '}
                <span className="text-body-secondary">({LANGUAGE_NAMES[translationLanguage]})</span>
              </label>
              <input
                id="picture-dialog-alt-translated"
                lang={LANGUAGE_TAGS[translationLanguage]}
                className="form-control"
                value={translatedAlt}
                onChange={(event) => setTranslatedAlt(event.target.value)}
              />
            </div>
          )}
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{i18n._('Where the picture comes from')}</legend>
            {choice('upload', i18n._('A photo from this device'))}
            {choice('albums', i18n._('A photo of the tour albums'))}
          </fieldset>
          {source === 'upload' ? (
            <div className="mb-3">
              <label htmlFor="picture-dialog-file" className="form-label">
                {i18n._('Photo (JPEG, PNG or WebP)')}
              </label>
              <input
                id="picture-dialog-file"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="form-control"
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </div>
          ) : (
            <AlbumPhotoChoices chosen={photoId} onChoose={setPhotoId} />
          )}
          {problem && (
            <div className="alert alert-danger py-2 mb-0" role="alert">
              {problem}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={onCancel}
          >
            {i18n._('Cancel')}
          </button>
          <SubmitButton busy={busy} busyLabel={i18n._('Uploading...')} className="btn btn-brand">
            {i18n._('Use this picture')}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Dialog>
  );
}
