import { contentMessages } from '../content/messages';
import { textPairs, type TextDescriptor, type TextPairs } from './text';

type FixedKey = {
  [Key in keyof typeof contentMessages]: (typeof contentMessages)[Key] extends string ? Key : never;
}[keyof typeof contentMessages];

/**
 * contentMessages' fixed sentences as descriptors. The per-field messages of the content editor
 * (`Title is required` with the schema's English label) are not translated yet.
 */
export const CONTENT_TEXTS = {
  altLabel: /*i18n*/ { id: 'Alt text' },
  badPicture: /*i18n*/ { id: 'Choose a picture: upload one or pick a photo from an album' },
  unknownTranslationField: /*i18n*/ {
    id: 'Translations may only name text fields of the content',
  },
  languageInvalid: /*i18n*/ { id: 'Language must be a language code such as en, si or de' },
  englishInTranslations: /*i18n*/ { id: 'English is the content itself, not a translation' },
  unknownKind: /*i18n*/ { id: 'Unknown kind of content' },
  notFound: /*i18n*/ { id: 'Content not found' },
  pageNotFound: /*i18n*/ { id: 'Page not found' },
  revisionNotFound: /*i18n*/ { id: 'Revision not found' },
  noDraft: /*i18n*/ { id: 'There is no draft to publish.' },
  notAList: /*i18n*/ { id: 'Entries of this kind cannot be added, removed or reordered.' },
  reorderMismatch: /*i18n*/ {
    id: 'The new order must name every entry of this kind exactly once.',
  },
  stale: /*i18n*/ {
    id: 'Someone else changed this content since you opened it. Reload to see their version.',
  },
  noPicture: /*i18n*/ { id: 'Please choose a picture to upload.' },
  photoNotFound: /*i18n*/ { id: 'Photo not found' },
} satisfies Record<FixedKey, TextDescriptor>;

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const TEXT_PAIRS: TextPairs = textPairs(contentMessages, CONTENT_TEXTS);
