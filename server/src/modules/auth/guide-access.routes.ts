import { Router } from 'express';
import type { GuideAccessService } from './guide-access.service';

/** Where the login page is told why the link did not work (features/auth LoginPage). */
const GUIDE_LINK_INVALID_PATH = '/login?notice=guide-link-invalid';

/**
 * The emailed link `/guide-access/<token>`: a plain GET, so it works from any mail client. 303
 * sends the browser on with a GET whatever happens.
 */
export function guideAccessRoutes(guideAccess: GuideAccessService): Router {
  const router = Router();
  router.get('/guide-access/:token', async (req, res) => {
    const confirmed = await guideAccess.confirm(req.params.token);
    res.redirect(303, confirmed ? '/admin/tour-photos' : GUIDE_LINK_INVALID_PATH);
  });
  return router;
}
