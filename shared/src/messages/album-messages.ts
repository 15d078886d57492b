import {
  ALBUM_CAPTION_MAX_LENGTH,
  ALBUM_DESCRIPTION_MAX_LENGTH,
  ALBUM_LOCATION_MAX_LENGTH,
  ALBUM_MAX_FILES,
  ALBUM_TITLE_MAX_LENGTH,
  ALBUM_MESSAGES,
} from '../album-rules';
import { messagePairs, type MessageDescriptor, type MessagePairs } from './descriptor';

/** ALBUM_MESSAGES as descriptors, key for key. */
export const ALBUM_MESSAGE_DESCRIPTORS = {
  listFailed: /*i18n*/ { id: 'Unable to load tour photos. Please try again later.' },
  albumFailed: /*i18n*/ { id: 'Unable to load album. Please try again later.' },
  notFound: /*i18n*/ { id: 'Album not found' },
  imageNotFound: /*i18n*/ { id: 'Image not found' },
  adminLoadFailed: /*i18n*/ { id: 'Failed to load tour albums. Please try again.' },
  deleteFailed: /*i18n*/ { id: 'Failed to delete album. Please try again.' },
  operationFailed: /*i18n*/ { id: 'Album operation failed. Please try again.' },
  uploadFailed: /*i18n*/ { id: 'Failed to upload images. Please try again.' },
  coverFailed: /*i18n*/ { id: 'Failed to set cover image. Please try again.' },
  imageDeleteFailed: /*i18n*/ { id: 'Failed to delete image. Please try again.' },
  captionFailed: /*i18n*/ { id: 'Failed to update caption. Please try again.' },
  deleted: /*i18n*/ { id: 'Album deleted successfully!' },
  updated: /*i18n*/ { id: 'Album updated successfully!' },
  created: /*i18n*/ { id: 'New album created successfully!' },
  coverUpdated: /*i18n*/ { id: 'Cover image updated successfully!' },
  imageDeleted: /*i18n*/ { id: 'Image deleted successfully!' },
  captionUpdated: /*i18n*/ { id: 'Caption updated successfully!' },
  confirmDelete: /*i18n*/ {
    id: 'Are you sure you want to delete this album? This action cannot be undone.',
  },
  confirmImageDelete: /*i18n*/ {
    id: 'Are you sure you want to delete this image? This action cannot be undone.',
  },
  noFiles: /*i18n*/ { id: 'Please select at least one image to upload.' },
  tooManyFiles: /*i18n*/ {
    id: 'You can upload at most {max} images at once.',
    values: { max: ALBUM_MAX_FILES },
  },
  captionTooLong: /*i18n*/ {
    id: 'Caption must be at most {max} characters',
    values: { max: ALBUM_CAPTION_MAX_LENGTH },
  },
  captionsInvalid: /*i18n*/ { id: 'Captions must be a JSON list of texts, one per image.' },
  titleRequired: /*i18n*/ { id: 'Title is required' },
  locationRequired: /*i18n*/ { id: 'Location is required' },
  dateRequired: /*i18n*/ { id: 'Date is required' },
  dateInvalid: /*i18n*/ { id: 'Please enter a valid date' },
  titleTooLong: /*i18n*/ {
    id: 'Title must be at most {max} characters',
    values: { max: ALBUM_TITLE_MAX_LENGTH },
  },
  locationTooLong: /*i18n*/ {
    id: 'Location must be at most {max} characters',
    values: { max: ALBUM_LOCATION_MAX_LENGTH },
  },
  descriptionTooLong: /*i18n*/ {
    id: 'Description must be at most {max} characters',
    values: { max: ALBUM_DESCRIPTION_MAX_LENGTH },
  },
  fileInvalidType: /*i18n*/ { id: 'Only JPEG, PNG and GIF images are accepted.' },
  fileTooLarge: /*i18n*/ {
    id: 'Each image must be at most {megabytes} MB.',
    values: { megabytes: 10 },
  },
  fileTooSmall: /*i18n*/ { id: 'The file is empty.' },
} satisfies Record<keyof typeof ALBUM_MESSAGES, MessageDescriptor>;

/** The success message of an upload: '{count} images uploaded successfully!' */
export function uploadedMessage(count: number): MessageDescriptor {
  return /*i18n*/ { id: '{count} images uploaded successfully!', values: { count } };
}

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const MESSAGE_PAIRS: MessagePairs = messagePairs(ALBUM_MESSAGES, ALBUM_MESSAGE_DESCRIPTORS);
