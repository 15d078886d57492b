import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { INTL_LOCALES, type SiteLanguage } from '@lanka-tours/shared/site-languages';
import { lookingUpByKey } from './message-key';

/**
 * Lingui's translator of a language, set up with the given catalogs (more load with the pages).
 * A message that no loaded catalog has is a page shown before its messages: it says so.
 */
export function i18nWith(language: SiteLanguage, catalogs: Messages[]): I18n {
  const i18n = setupI18n({
    locale: language,
    locales: [INTL_LOCALES[language]],
    messages: { [language]: Object.assign({}, ...catalogs) as Messages },
  });
  i18n.on('missing', ({ id }) => console.error(`Missing message in ${language}: ${id}`));
  return lookingUpByKey(i18n);
}
