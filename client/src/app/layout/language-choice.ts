import { siteLanguageOfTag, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/**
 * The suggestion's messages in the language it suggests: the visitor may not read the page's, and
 * only the page's own catalog is loaded.
 */
export const SUGGESTION_MESSAGES: Record<
  SiteLanguage,
  { offer: string; accept: string; dismiss: string }
> = {
  en: { offer: 'This page is also in English.', accept: 'Read in English', dismiss: 'No, thanks' },
  de: {
    offer: 'Diese Seite gibt es auch auf Deutsch.',
    accept: 'Auf Deutsch lesen',
    dismiss: 'Nein, danke',
  },
  fr: {
    offer: 'Cette page existe aussi en français.',
    accept: 'Lire en français',
    dismiss: 'Non, merci',
  },
  ru: {
    offer: 'Эта страница есть и на русском языке.',
    accept: 'Читать по-русски',
    dismiss: 'Нет, спасибо',
  },
  zh: { offer: '本页面也有中文版。', accept: '阅读中文版', dismiss: '不用了，谢谢' },
};

/** Set once the visitor has chosen a language or turned the suggestion down. */
const CHOSEN_KEY = 'site-language-chosen';
/** The language just switched to, until the next page (signed in) saves it on the account. */
const SWITCHED_KEY = 'site-language-switched';

/**
 * Remembers that the visitor chose, so that no page suggests a language again; with a language,
 * that the page about to load is in it by their choice.
 */
export function rememberLanguageChosen(switchedTo?: SiteLanguage): void {
  try {
    localStorage.setItem(CHOSEN_KEY, 'yes');
    if (switchedTo) sessionStorage.setItem(SWITCHED_KEY, switchedTo);
  } catch {
    // Storage refused (private mode): the suggestion may come back on the next page.
  }
}

/** The language the visitor switched to on the page before, once. */
export function takeLanguageSwitch(): string | null {
  try {
    const language = sessionStorage.getItem(SWITCHED_KEY);
    sessionStorage.removeItem(SWITCHED_KEY);
    return language;
  } catch {
    return null;
  }
}

function languageChosen(): boolean {
  try {
    return localStorage.getItem(CHOSEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The language to suggest on this page: the site language the browser prefers most, when it is
 * not the page's and the visitor has not chosen one before. Never a redirect: crawlers and shared
 * links land where they point.
 */
export function suggestedLanguage(pageLanguage: SiteLanguage): SiteLanguage | undefined {
  if (languageChosen()) return undefined;
  const preferred = navigator.languages
    .map(siteLanguageOfTag)
    .find((language) => language !== undefined);
  return preferred && preferred !== pageLanguage ? preferred : undefined;
}
