import { ALBUM_MESSAGES } from '@lanka-tours/shared/album-rules';
import type { Translatable } from '@lanka-tours/shared/messages/descriptor';
import type { FileRejection } from 'react-dropzone';

const READABLE: Record<string, string> = {
  'file-invalid-type': ALBUM_MESSAGES.fileInvalidType,
  'file-too-large': ALBUM_MESSAGES.fileTooLarge,
  'file-too-small': ALBUM_MESSAGES.fileTooSmall,
  'too-many-files': ALBUM_MESSAGES.tooManyFiles,
};

/**
 * The uploader's rejection codes in words, in the page's language (`translate`): one line per
 * file, one for too many files.
 */
export function rejectionMessages(
  rejections: readonly FileRejection[],
  translate: (text: Translatable) => string,
): string[] {
  const messages = new Set<string>();
  for (const { file, errors } of rejections) {
    for (const error of errors) {
      if (error.code === 'too-many-files') messages.add(translate(ALBUM_MESSAGES.tooManyFiles));
      else messages.add(`${file.name}: ${translate(READABLE[error.code] ?? error.message)}`);
    }
  }
  return [...messages];
}
