export const ALBUM_CAPTION_MAX_LENGTH = 60;
export const ALBUM_TITLE_MAX_LENGTH = 120;
export const ALBUM_LOCATION_MAX_LENGTH = 120;
export const ALBUM_DESCRIPTION_MAX_LENGTH = 2000;
/** Photos in one upload, and the size of each. */
export const ALBUM_MAX_FILES = 10;
export const ALBUM_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The types albums accept, decided by the file's bytes. */
export const ALBUM_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** The uploader's `accept`: the types and the extensions (jpeg, jpg, png, gif). */
export const ALBUM_UPLOAD_ACCEPT = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
};

export const ALBUM_MESSAGES = {
  listFailed: 'Unable to load tour photos. Please try again later.',
  albumFailed: 'Unable to load album. Please try again later.',
  notFound: 'Album not found',
  imageNotFound: 'Image not found',
  adminLoadFailed: 'Failed to load tour albums. Please try again.',
  deleteFailed: 'Failed to delete album. Please try again.',
  operationFailed: 'Album operation failed. Please try again.',
  uploadFailed: 'Failed to upload images. Please try again.',
  coverFailed: 'Failed to set cover image. Please try again.',
  imageDeleteFailed: 'Failed to delete image. Please try again.',
  captionFailed: 'Failed to update caption. Please try again.',
  deleted: 'Album deleted successfully!',
  updated: 'Album updated successfully!',
  created: 'New album created successfully!',
  coverUpdated: 'Cover image updated successfully!',
  imageDeleted: 'Image deleted successfully!',
  captionUpdated: 'Caption updated successfully!',
  confirmDelete: 'Are you sure you want to delete this album? This action cannot be undone.',
  confirmImageDelete: 'Are you sure you want to delete this image? This action cannot be undone.',
  noFiles: 'Please select at least one image to upload.',
  tooManyFiles: `You can upload at most ${ALBUM_MAX_FILES} images at once.`,
  captionTooLong: `Caption must be at most ${ALBUM_CAPTION_MAX_LENGTH} characters`,
  captionsInvalid: 'Captions must be a JSON list of texts, one per image.',
  titleRequired: 'Title is required',
  locationRequired: 'Location is required',
  dateRequired: 'Date is required',
  dateInvalid: 'Please enter a valid date',
  titleTooLong: `Title must be at most ${ALBUM_TITLE_MAX_LENGTH} characters`,
  locationTooLong: `Location must be at most ${ALBUM_LOCATION_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${ALBUM_DESCRIPTION_MAX_LENGTH} characters`,
  /** The upload dialog's messages for the uploader's rejection codes. */
  fileInvalidType: 'Only JPEG, PNG and GIF images are accepted.',
  fileTooLarge: 'Each image must be at most 10 MB.',
  fileTooSmall: 'The file is empty.',
} as const;

export interface AlbumValues {
  title: string;
  location: string;
  /** YYYY-MM-DD */
  date: string;
  description?: string | null;
}

export type AlbumField = 'title' | 'location' | 'date' | 'description';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The album form and both transports check an album with these rules and these messages. */
export function albumProblems(values: AlbumValues): Partial<Record<AlbumField, string>> {
  const fields: Partial<Record<AlbumField, string>> = {};
  const title = values.title.trim();
  const location = values.location.trim();
  const date = values.date.trim();
  if (!title) fields.title = ALBUM_MESSAGES.titleRequired;
  else if (title.length > ALBUM_TITLE_MAX_LENGTH) fields.title = ALBUM_MESSAGES.titleTooLong;
  if (!location) fields.location = ALBUM_MESSAGES.locationRequired;
  else if (location.length > ALBUM_LOCATION_MAX_LENGTH) {
    fields.location = ALBUM_MESSAGES.locationTooLong;
  }
  if (!date) fields.date = ALBUM_MESSAGES.dateRequired;
  else if (!isValidDate(date)) fields.date = ALBUM_MESSAGES.dateInvalid;
  if ((values.description ?? '').trim().length > ALBUM_DESCRIPTION_MAX_LENGTH) {
    fields.description = ALBUM_MESSAGES.descriptionTooLong;
  }
  return fields;
}

export function captionProblem(caption: string): string | undefined {
  return caption.trim().length > ALBUM_CAPTION_MAX_LENGTH
    ? ALBUM_MESSAGES.captionTooLong
    : undefined;
}

/** The caption dialog's live counter: 'n / 60'. */
export function captionCounter(caption: string): string {
  return `${caption.length} / ${ALBUM_CAPTION_MAX_LENGTH}`;
}
