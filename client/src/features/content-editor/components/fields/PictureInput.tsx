import { useLingui } from '@lingui/react';
import { contentMessages, type PictureField, type PictureValue } from '@lanka-tours/shared/content';
import { useState, type ReactNode } from 'react';
import { FieldError, validityAttributes } from '../../../../components/form/FieldError';
import { useTranslateSharedMessage } from '../../../../lib/translate-shared-message';
import { inputId, pathKey, pictureIn, storedPicture, type FieldPath } from '../../document-values';
import { PictureDialog } from '../PictureDialog';
import { useFields } from './fields-context';
import { GroupFieldset } from './GroupFieldset';
import { TranslationInput } from './TranslationInput';

interface PictureInputProps {
  field: PictureField;
  path: FieldPath;
  label: string;
  value: unknown;
  actions?: ReactNode;
}

/**
 * A picture: the current one with its alt text, and a button that opens the dialog where a new
 * one is uploaded or chosen from an album, with its alt text.
 */
export function PictureInput({ field, path, label, value, actions }: PictureInputProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const { errors, change, disabled, translation } = useFields();
  const [choosing, setChoosing] = useState(false);
  const picture = pictureIn(value);
  const key = pathKey(path);
  const altPath = [...path, 'alt'];
  const altId = inputId(altPath);
  const hintId = `${altId}-hint`;
  const altError = errors[pathKey(altPath)];
  const sourceError = errors[`${key}.src`];

  const setAlt = (alt: string) => change(path, { ...picture, alt });
  const chosen = (next: PictureValue, translatedAlt: string) => {
    change(path, storedPicture(next));
    translation?.change(altPath, translatedAlt);
    setChoosing(false);
  };

  return (
    <GroupFieldset path={path} legend={label} actions={actions}>
      <div className="content-picture">
        {picture.src ? (
          <img
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            className="content-picture-preview"
          />
        ) : (
          <p className="content-picture-none">{i18n._('No picture chosen yet.')}</p>
        )}
        <div className="flex-grow-1 content-field">
          <label htmlFor={altId} className="form-label">
            {translate(contentMessages.altLabel)}
          </label>
          <input
            id={altId}
            className={`form-control${altError ? ' is-invalid' : ''}`}
            value={picture.alt ?? ''}
            disabled={disabled}
            onChange={(event) => setAlt(event.target.value)}
            {...validityAttributes(altId, altError, hintId)}
          />
          <FieldError fieldId={altId} message={altError} />
          <div id={hintId} className="form-text">
            {field.decorative
              ? i18n._(
                  'What the picture shows; it may stay empty, as the picture is only decoration.',
                )
              : i18n._('What the picture shows, for visitors who cannot see it.')}
          </div>
          <TranslationInput
            path={altPath}
            label={translate(contentMessages.altLabel)}
            english={picture.alt ?? ''}
          />
          <FieldError fieldId={`${inputId(path)}-src`} message={sourceError} />
          <button
            type="button"
            className="btn btn-sm btn-outline-primary mt-2"
            disabled={disabled}
            onClick={() => setChoosing(true)}
          >
            {picture.src ? i18n._('Change picture') : i18n._('Choose a picture')}
          </button>
        </div>
      </div>
      {choosing && (
        <PictureDialog
          alt={picture.alt ?? ''}
          translatedAlt={translation?.texts[pathKey(altPath)] ?? ''}
          translationLanguage={translation?.language}
          onChosen={chosen}
          onCancel={() => setChoosing(false)}
        />
      )}
    </GroupFieldset>
  );
}
