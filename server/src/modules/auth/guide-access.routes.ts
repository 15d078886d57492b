import { Router } from 'express';
import {
  DEFAULT_SITE_LANGUAGE,
  languageOfPath,
  pathInLanguage,
} from '@lanka-tours/shared/site-languages';
import type { GuideAccessService } from './guide-access.service';

/** Where the login page is told why the link did not work (features/auth LoginPage). */
const GUIDE_LINK_INVALID_PATH = '/login?notice=guide-link-invalid';

/**
 * The emailed link `/guide-access/<token>`, under its email's language (`/fr/guide-access/…`):
 * a plain GET, so it works from any mail client. 303 sends the browser on with a GET whatever
 * happens, to the page in the link's language.
 */
export function guideAccessRoutes(guideAccess: GuideAccessService): Router {
  const router = Router();
  router.get('{/:language}/guide-access/:token', async (req, res, next) => {
    const prefix = req.params.language;
    const language = prefix === undefined ? DEFAULT_SITE_LANGUAGE : languageOfPath(`/${prefix}`);
    // English pages have no prefix: `/en/…`, like `/xx/…`, is no address of the site.
    if (prefix !== undefined && language === DEFAULT_SITE_LANGUAGE) return next();
    const confirmed = await guideAccess.confirm(req.params.token);
    const page = confirmed ? '/admin/tour-photos' : GUIDE_LINK_INVALID_PATH;
    res.redirect(303, pathInLanguage(page, language));
  });
  return router;
}
