import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../common/errors';
import { bodyTexts, on } from '../../rest/api-contract';
import { queryText } from '../../rest/rest-helpers';
import type { CompanyBookingsService } from './company-bookings.service';
import { GUIDE_ASSIGNMENT_API, PICKUP } from './guide-assignments.contract';

const PICKUP_BODY = z.object(PICKUP);

/** `/api/tour-bookings/…` of the guides' assignments, as GraphQL's. */
export function guideAssignmentRoutes(company: CompanyBookingsService): Router {
  const router = Router();
  on(router, GUIDE_ASSIGNMENT_API.freeGuides, async (req, res) => {
    res.json({ guides: await company.freeGuides(res.locals.viewer, req.params.reference) });
  });
  on(router, GUIDE_ASSIGNMENT_API.moveToGuide, async (req, res) => {
    const { guideId } = bodyTexts(req, GUIDE_ASSIGNMENT_API.moveToGuide);
    const booking = await company.moveToGuide(res.locals.viewer, req.params.reference, guideId);
    res.json({ booking });
  });
  on(router, GUIDE_ASSIGNMENT_API.setPickup, async (req, res) => {
    // Who asks is known before the body is read: a visitor is refused 401/403, not 400.
    res.locals.viewer.requireAdmin();
    const pickup = PICKUP_BODY.safeParse(req.body);
    if (!pickup.success) throw new AppError('BAD_USER_INPUT');
    const booking = await company.setPickup(res.locals.viewer, req.params.reference, pickup.data);
    res.json({ booking });
  });
  on(router, GUIDE_ASSIGNMENT_API.manifest, async (req, res) => {
    const date = queryText(req, 'date') ?? '';
    res.json({ bookings: await company.dayManifest(res.locals.viewer, date) });
  });
  on(router, GUIDE_ASSIGNMENT_API.guidesMonth, async (req, res) => {
    const month = queryText(req, 'month') ?? '';
    res.json({ guides: await company.guidesMonth(res.locals.viewer, month) });
  });
  return router;
}
