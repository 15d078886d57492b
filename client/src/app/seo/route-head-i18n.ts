import type { I18n } from '@lingui/core';
import type { SiteLanguage } from '@lanka-tours/shared/site-languages';
import { loadOwnI18n } from '../../lib/i18n';

/**
 * The translator of the routes' titles and descriptions (route-meta.ts), a catalog of its own
 * (lingui.config.ts): the server writes them into each page, so a page's first load does without.
 */
export function loadRouteHeadI18n(language: SiteLanguage): Promise<I18n> {
  return loadOwnI18n('route-head', language);
}
