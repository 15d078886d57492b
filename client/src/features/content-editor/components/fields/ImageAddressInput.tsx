import { useLingui } from '@lingui/react';
import type { CodeField } from '@shared/content';
import { useState, type ReactNode } from 'react';
import { inputId, type FieldPath } from '../../document-values';
import { AlbumPhotoDialog } from '../AlbumPhotoDialog';
import { useFields } from './fields-context';
import { LeafInput } from './LeafInput';
import { PictureSource } from './PictureSource';

interface ImageAddressInputProps {
  field: CodeField;
  path: FieldPath;
  label: string;
  value: unknown;
  actions?: ReactNode;
}

/**
 * A picture given by its address (a destination's card, an attraction): the address as typed, the
 * picture it shows, and a new one uploaded or taken from an album. The page shows such a picture
 * beside the words that name it; the alt text asked here goes with the upload into the site's
 * pictures.
 */
export function ImageAddressInput({ field, path, label, value, actions }: ImageAddressInputProps) {
  const { i18n } = useLingui();
  const { change, disabled } = useFields();
  const [alt, setAlt] = useState('');
  const [choosing, setChoosing] = useState(false);
  const altId = `${inputId(path)}-new-alt`;
  const address = typeof value === 'string' ? value : '';
  const chosen = (src: string) => {
    change(path, src);
    setChoosing(false);
  };

  return (
    <>
      <LeafInput field={field} path={path} label={label} value={value} actions={actions} />
      <div className="content-picture">
        {address ? (
          <img src={address} alt="" className="content-picture-preview" />
        ) : (
          <p className="content-picture-none">{i18n._('No picture chosen yet.')}</p>
        )}
        <div className="flex-grow-1 content-field">
          <label htmlFor={altId} className="form-label">
            {i18n._('Alt text of a new picture')}
          </label>
          <input
            id={altId}
            className="form-control"
            value={alt}
            disabled={disabled}
            aria-describedby={`${altId}-hint`}
            onChange={(event) => setAlt(event.target.value)}
          />
          <div id={`${altId}-hint`} className="form-text">
            {i18n._('What the new picture shows; give it before uploading or choosing one.')}
          </div>
          <PictureSource
            alt={alt.trim()}
            onChosen={(picture) => chosen(picture.src)}
            onChooseFromAlbum={() => setChoosing(true)}
          />
        </div>
      </div>
      {choosing && (
        <AlbumPhotoDialog
          alt={alt.trim()}
          onChosen={(picture) => chosen(picture.src)}
          onCancel={() => setChoosing(false)}
        />
      )}
    </>
  );
}
