import { useLingui } from '@lingui/react';

const namers = new Map<string, Intl.DisplayNames>();

/** A language's name, by its code, in the page's language ('Deutsch', 'Singhalesisch' …). */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useLingui();
  let namer = namers.get(i18n.locale);
  if (!namer) {
    namer = new Intl.DisplayNames([i18n.locale], { type: 'language', fallback: 'code' });
    namers.set(i18n.locale, namer);
  }
  const named = namer;
  return (code) => named.of(code) ?? code;
}
