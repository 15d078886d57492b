import type { FieldSayings } from '../content/messages';
import { CONTENT_FIELD_TEXTS, CONTENT_FIELD_WORDS, CONTENT_TEXTS } from './content-texts';
import type { TextDescriptor } from './text';

/** A message in the reader's language, English when its catalog lacks it. */
export type TranslateText = (text: TextDescriptor) => string;

/** A field's, section's or choice's name in the reader's language; any other text as it is. */
export const contentWordIn = (translate: TranslateText, english: string): string =>
  CONTENT_FIELD_WORDS.has(english) ? translate({ id: english }) : english;

/**
 * What the content's validation says about a field (`Title is required`) in the reader's
 * language, naming the fields and choices in it too: the editor's page language in the browser,
 * the request's on the server.
 */
export function contentSayingsIn(translate: TranslateText): FieldSayings {
  const texts = CONTENT_FIELD_TEXTS;
  const word = (english: string) => contentWordIn(translate, english);
  const say =
    (text: TextDescriptor) =>
    (label: string, values: Record<string, string | number> = {}) =>
      translate({ id: text.id, values: { label: word(label), ...values } });
  return {
    required: (label) => say(texts.required)(label),
    notText: (label) => say(texts.notText)(label),
    tooLong: (label, max) => say(texts.tooLong)(label, { max }),
    notNumber: (label) => say(texts.notNumber)(label),
    notWhole: (label) => say(texts.notWhole)(label),
    outOfRange: (label, min, max) => say(texts.outOfRange)(label, { min, max }),
    notBoolean: (label) => say(texts.notBoolean)(label),
    badShape: (label, shape) => say(texts.badShape)(label, { shape: translate({ id: shape }) }),
    notAnOption: (label, options) =>
      say(texts.notAnOption)(label, { options: options.map(word).join(', ') }),
    notGroup: (label) => say(texts.notGroup)(label),
    notList: (label) => say(texts.notList)(label),
    tooFew: (label, min) => say(texts.tooFew)(label, { min }),
    tooMany: (label, max) => say(texts.tooMany)(label, { max }),
    unknownField: (label) => say(texts.unknownField)(label),
    keyChanged: (label) => say(texts.keyChanged)(label),
    keyTaken: (label) => say(texts.keyTaken)(label),
    takenBySite: (label) => say(texts.takenBySite)(label),
    altLabel: translate(CONTENT_TEXTS.altLabel),
    badPicture: translate(CONTENT_TEXTS.badPicture),
  };
}
