import { Trans, useLingui } from '@lingui/react';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_MESSAGES } from '@lanka-tours/shared/feedback-rules';
import { useRef } from 'react';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { newImage, type FormImage } from '../form-values';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

interface ImagePickerProps {
  images: FormImage[];
  onChange(images: FormImage[]): void;
  disabled?: boolean;
}

const previewOf = (image: FormImage) => (image.kind === 'new' ? image.preview : image.image.url);

/** Up to five photos with previews; picking more than fit alerts and keeps the first ones. */
export function ImagePicker({ images, onChange, disabled }: ImagePickerProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= FEEDBACK_MAX_IMAGES;

  const add = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const room = FEEDBACK_MAX_IMAGES - images.length;
    if (picked.length > room) window.alert(translate(FEEDBACK_MESSAGES.tooManyImages));
    if (room > 0 && picked.length) onChange([...images, ...picked.slice(0, room).map(newImage)]);
    if (input.current) input.current.value = '';
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image.kind === 'new') URL.revokeObjectURL(image.preview);
    onChange(images.filter((_, i) => i !== index));
  };

  return (
    <div className="mb-3">
      <span className="form-label d-block" id="feedback-photos-label">
        <Trans
          id="Photos <0>(optional, up to {max})</0>"
          values={{ max: FEEDBACK_MAX_IMAGES }}
          components={{ 0: <span className="text-body-secondary" /> }}
        />
      </span>
      {images.length > 0 && (
        <ul className="feedback-previews list-unstyled d-flex flex-wrap gap-2 mb-2">
          {images.map((image, index) => (
            <li key={previewOf(image)} className="feedback-preview">
              <img
                src={previewOf(image)}
                alt={i18n._('Selected photo {number}', { number: index + 1 })}
              />
              <button
                type="button"
                className="btn btn-sm btn-light feedback-preview-remove"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={i18n._('Remove photo {number}', { number: index + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        multiple
        hidden
        onChange={(event) => add(event.target.files)}
        aria-labelledby="feedback-photos-label"
        data-testid="feedback-photo-input"
      />
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={() => input.current?.click()}
        disabled={disabled || full}
      >
        {i18n._('Add Photos ({count}/{max})', { count: images.length, max: FEEDBACK_MAX_IMAGES })}
      </button>
    </div>
  );
}
