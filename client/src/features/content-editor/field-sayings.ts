import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { FieldSayings } from '@shared/content';
import { CONTENT_FIELD_TEXTS, CONTENT_TEXTS, type TextDescriptor } from '@shared/texts';
import { translateMessage } from '../../lib/translate-message';
import { useFieldWords } from './field-words';

/**
 * What the shared validation says about a field (`Title is required`), in the language of
 * `i18n`, naming fields and choices with `words` (the editor's field words).
 */
export function fieldSayingsIn(i18n: I18n, words: (english: string) => string): FieldSayings {
  const texts = CONTENT_FIELD_TEXTS;
  const say =
    (text: TextDescriptor) =>
    (label: string, values: Record<string, string | number> = {}) =>
      translateMessage(i18n, { id: text.id, values: { label: words(label), ...values } });
  return {
    required: (label) => say(texts.required)(label),
    notText: (label) => say(texts.notText)(label),
    tooLong: (label, max) => say(texts.tooLong)(label, { max }),
    notNumber: (label) => say(texts.notNumber)(label),
    notWhole: (label) => say(texts.notWhole)(label),
    outOfRange: (label, min, max) => say(texts.outOfRange)(label, { min, max }),
    notBoolean: (label) => say(texts.notBoolean)(label),
    badShape: (label, shape) =>
      say(texts.badShape)(label, { shape: translateMessage(i18n, shape) }),
    notAnOption: (label, options) =>
      say(texts.notAnOption)(label, { options: options.map(words).join(', ') }),
    notGroup: (label) => say(texts.notGroup)(label),
    notList: (label) => say(texts.notList)(label),
    tooFew: (label, min) => say(texts.tooFew)(label, { min }),
    tooMany: (label, max) => say(texts.tooMany)(label, { max }),
    unknownField: (label) => say(texts.unknownField)(label),
    keyChanged: (label) => say(texts.keyChanged)(label),
    keyTaken: (label) => say(texts.keyTaken)(label),
    altLabel: translateMessage(i18n, CONTENT_TEXTS.altLabel),
    badPicture: translateMessage(i18n, CONTENT_TEXTS.badPicture),
  };
}

/** `fieldSayingsIn` the page's language. */
export function useFieldSayings(): FieldSayings {
  const { i18n } = useLingui();
  const { words } = useFieldWords();
  return fieldSayingsIn(i18n, words);
}
