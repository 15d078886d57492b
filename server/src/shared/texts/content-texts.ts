import { contentMessages, type FieldSayings } from '../content/messages';
import { textPairs, type TextDescriptor, type TextPairs } from './text';

type FixedKey = {
  [Key in keyof typeof contentMessages]: (typeof contentMessages)[Key] extends string ? Key : never;
}[keyof typeof contentMessages];

/** contentMessages' fixed sentences as descriptors. */
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

/**
 * contentMessages' sentences about one field (FieldSayings), in ICU MessageFormat: `{label}` is
 * the field's name in the reader's language, the other values are what the English ones take.
 * The editor says them in its page's language (`fieldSayingsIn`, client/src/features/
 * content-editor); a test holds each equal to its English function.
 */
export const CONTENT_FIELD_TEXTS = {
  required: /*i18n*/ { id: '{label} is required' },
  notText: /*i18n*/ { id: '{label} must be text' },
  tooLong: /*i18n*/ { id: '{label} must be at most {max} characters' },
  notNumber: /*i18n*/ { id: '{label} must be a number' },
  notWhole: /*i18n*/ { id: '{label} must be a whole number' },
  outOfRange: /*i18n*/ { id: '{label} must be between {min} and {max}' },
  notBoolean: /*i18n*/ { id: '{label} must be yes or no' },
  badShape: /*i18n*/ { id: '{label} must be {shape}' },
  notAnOption: /*i18n*/ { id: '{label} must be one of: {options}' },
  notGroup: /*i18n*/ { id: '{label} must be a group of fields' },
  notList: /*i18n*/ { id: '{label} must be a list' },
  tooFew: /*i18n*/ { id: '{label} needs at least {min, plural, one {# entry} other {# entries}}' },
  tooMany: /*i18n*/ { id: '{label} may have at most {max} entries' },
  unknownField: /*i18n*/ { id: '{label} is not a field of this content' },
  keyChanged: /*i18n*/ { id: '{label} cannot change; add a new entry instead' },
  keyTaken: /*i18n*/ { id: '{label} is already used by another entry' },
} satisfies Record<Exclude<keyof FieldSayings, FixedKey>, TextDescriptor>;

/**
 * What a code field must be (`Slug must be lower-case words joined by hyphens`): the schemas'
 * `shape`s, marked for the catalogs. A test checks that every schema's shape is here.
 */
export const CONTENT_SHAPES: readonly string[] = [
  /*i18n*/ 'a picture of the site',
  /*i18n*/ 'a page of the site, an https:// address, mailto: or tel:',
  /*i18n*/ 'lower-case words joined by hyphens',
  /*i18n*/ 'a film of the site',
  /*i18n*/ 'a video type',
  /*i18n*/ 'a PDF of the site',
  /*i18n*/ 'a PDF file name',
  /*i18n*/ 'an email address',
  /*i18n*/ 'a phone number such as +94 77 123 4567',
  /*i18n*/ 'two capital letters',
];

/** This domain's English messages beside their descriptors (the client loads them with its catalog). */
export const TEXT_PAIRS: TextPairs = textPairs(contentMessages, CONTENT_TEXTS);
