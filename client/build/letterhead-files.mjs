// The files build-letterhead.mjs writes, one per language, into the client's public folder
// (which the client build copies): declared here, as they lie among the client build's inputs,
// for `npm start` to leave them out of what it compares.
import { LETTERHEAD_LANGUAGES } from './letterhead-messages.mjs';

/** Repository-relative: letterhead.pdf in English, letterhead.<language>.pdf in the others. */
export const letterheadFile = (language) =>
  `client/public/letterhead${language === 'en' ? '' : `.${language}`}.pdf`;

export const LETTERHEAD_FILES = LETTERHEAD_LANGUAGES.map(letterheadFile);
