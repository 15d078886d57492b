import { useLingui } from '@lingui/react';
import { languageOfPath, type SiteLanguage } from '@lanka-tours/shared/site-languages';

/**
 * The language of the page in this window, from its address (`/de/…` is German). Every API
 * request names it (`Accept-Language`), so the server's messages match the page, whatever
 * languages the browser itself prefers. English outside a browser.
 */
export function browserPageLanguage(): SiteLanguage {
  return typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);
}

/** The language the page is rendered in (the catalog the app was started with). */
export function usePageLanguage(): SiteLanguage {
  return useLingui().i18n.locale as SiteLanguage;
}
