import { useLingui } from '@lingui/react';
import { altTextProblem, type PictureValue } from '@lanka-tours/shared/content';
import { useRef, useState } from 'react';
import { useUploadContentPictureMutation } from '../../../../graphql/generated';
import { serverMessage } from '../../../../lib/server-errors';
import { useFieldMessages } from '../../field-messages';
import { useFields } from './fields-context';

interface PictureSourceProps {
  alt: string;
  onChosen(picture: PictureValue): void;
  onChooseFromAlbum(): void;
}

const UPLOAD_FAILED = /*i18n*/ 'The picture could not be uploaded. Please try again.';

/** Where a new picture comes from: an upload (alt text first) or an album's photo. */
export function PictureSource({ alt, onChosen, onChooseFromAlbum }: PictureSourceProps) {
  const { i18n } = useLingui();
  const fieldMessages = useFieldMessages();
  const { disabled } = useFields();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, { loading }] = useUploadContentPictureMutation();
  const [problem, setProblem] = useState<string | null>(null);

  /** The alt text is needed first; its message is shown here when it is missing. */
  const altReady = () => {
    const altProblem = altTextProblem(alt, false, fieldMessages);
    setProblem(altProblem ?? null);
    return !altProblem;
  };

  const send = async (file: File | undefined) => {
    if (!file || !altReady()) return;
    try {
      const { data } = await upload({ variables: { files: [file], alt } });
      if (data) onChosen(data.uploadContentPicture);
    } catch (error) {
      setProblem(serverMessage(error) ?? i18n._(UPLOAD_FAILED));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="mt-2">
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={disabled || loading}
          onClick={() => altReady() && fileInput.current?.click()}
        >
          {loading ? i18n._('Uploading...') : i18n._('Upload')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={disabled || loading}
          onClick={() => altReady() && onChooseFromAlbum()}
        >
          {i18n._('Choose from albums')}
        </button>
      </div>
      {problem && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {problem}
        </div>
      )}
    </div>
  );
}
