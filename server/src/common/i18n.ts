import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as de } from '../locales/de/messages';
import { messages as en } from '../locales/en/messages';
import { messages as fr } from '../locales/fr/messages';
import { messages as ru } from '../locales/ru/messages';
import { messages as zh } from '../locales/zh/messages';
import { SHARED_CATALOGS } from '@lanka-tours/shared/locales';
import {
  INTL_LOCALES,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@lanka-tours/shared/site-languages';
import type { FieldMessages } from '@lanka-tours/shared/content';
import {
  contentFieldMessagesIn,
  SHARED_MESSAGE_PAIRS,
  type MessageDescriptor,
  type Translatable,
} from '@lanka-tours/shared/messages';
import { requestLanguage } from './request-scope';

export type { MessageDescriptor, Translatable } from '@lanka-tours/shared/messages';

/** The compiled catalogs (`npm run i18n`): the server's own and the shared rules'. */
const OWN_CATALOGS: Record<SiteLanguage, Messages> = { en, de, fr, ru, zh };
const CATALOGS = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [
    language,
    { ...SHARED_CATALOGS[language], ...OWN_CATALOGS[language] },
  ]),
) as Record<SiteLanguage, Messages>;

const TRANSLATORS = Object.fromEntries(
  SITE_LANGUAGES.map((language) => [
    language,
    setupI18n({
      locale: language,
      locales: [INTL_LOCALES[language]],
      messages: { [language]: CATALOGS[language] },
    }),
  ]),
) as Record<SiteLanguage, I18n>;

/** A shared rule's English message → its descriptor (the rules answer in English). */
const SHARED_BY_ENGLISH = new Map<string, MessageDescriptor>(SHARED_MESSAGE_PAIRS);

/**
 * Lingui's translator of a language. Code that writes its own sentences calls `i18n._('English
 * {placeholder}', values)`: the extractor finds such calls by that name.
 */
export function i18nFor(language: SiteLanguage): I18n {
  return TRANSLATORS[language] ?? TRANSLATORS.en;
}

/**
 * A message in a language. An English wording is the server's own message or a shared rule's;
 * one that no catalog knows (a name, a value typed by someone) stays as it is, and English is
 * given back word for word.
 */
export function translateIn(language: SiteLanguage, message: Translatable): string {
  if (typeof message === 'string' && language === 'en') return message;
  const descriptor =
    typeof message === 'string' ? (SHARED_BY_ENGLISH.get(message) ?? { id: message }) : message;
  const i18n = i18nFor(language);
  if (!Object.hasOwn(i18n.messages, descriptor.id))
    return typeof message === 'string' ? message : descriptor.id;
  return i18n._(descriptor.id, descriptor.values);
}

/** A message in the language of the request being served (English outside a request). */
export function translate(message: Translatable): string {
  return translateIn(requestLanguage(), message);
}

/** The English wording of a message, for the log and for English readers. */
export function english(message: Translatable): string {
  return translateIn('en', message);
}

/** Each field's message in the request's language. */
export function translateFields<Fields extends Record<string, string | undefined>>(
  fields: Fields,
): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, message && translate(message)]),
  ) as Fields;
}

/**
 * What the content's checks say about a field (`Slug is already used by another entry`), in the
 * request's language, the field named in it too: the API's English words without a language.
 */
export const contentFieldMessages = (): FieldMessages => contentFieldMessagesIn(translate);
