/** What the content editor and both transports say, in the specification's style. */
export const contentMessages = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notNumber: (label: string) => `${label} must be a number`,
  notWhole: (label: string) => `${label} must be a whole number`,
  outOfRange: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max}`,
  notBoolean: (label: string) => `${label} must be yes or no`,
  badShape: (label: string, shape: string) => `${label} must be ${shape}`,
  notAnOption: (label: string, options: readonly string[]) =>
    `${label} must be one of: ${options.join(', ')}`,
  notGroup: (label: string) => `${label} must be a group of fields`,
  notList: (label: string) => `${label} must be a list`,
  tooFew: (label: string, min: number) =>
    `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}`,
  tooMany: (label: string, max: number) => `${label} may have at most ${max} entries`,
  unknownField: (label: string) => `${label} is not a field of this content`,
  altLabel: 'Alt text',
  badPicture: 'Choose a picture: upload one or pick a photo from an album',
  keyChanged: (label: string) => `${label} cannot change; add a new entry instead`,
  keyTaken: (label: string) => `${label} is already used by another entry`,
  takenBySite: (label: string) => `${label} is already used by an address of the site`,
  unknownTranslationField: 'Translations may only name text fields of the content',
  languageInvalid: 'Language must be a language code such as en, si or de',
  englishInTranslations: 'English is the content itself, not a translation',
  unknownKind: 'Unknown kind of content',
  notFound: 'Content not found',
  pageNotFound: 'Page not found',
  revisionNotFound: 'Revision not found',
  noDraft: 'There is no draft to publish.',
  notAList: 'Entries of this kind cannot be added, removed or reordered.',
  reorderMismatch: 'The new order must name every entry of this kind exactly once.',
  stale: 'Someone else changed this content since you opened it. Reload to see their version.',
  noPicture: 'Please choose a picture to upload.',
  photoNotFound: 'Photo not found',
} as const;

/**
 * What validation says about a field (`Title is required`): contentMessages' English, or the
 * same sentences in the editor's page language, with the alt text's name and the picture's ask.
 */
export type FieldMessages = {
  [
    Key in keyof typeof contentMessages as (typeof contentMessages)[Key] extends string
      ? never
      : Key
  ]: (typeof contentMessages)[Key];
} & { altLabel: string; badPicture: string };

/** The types a content picture may be uploaded as, decided by the file's bytes. */
export const CONTENT_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
