import { Router } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { queryText } from '../../rest/rest-helpers';
import type { CompanyBookingsService } from './company-bookings.service';
import { GUIDE_ASSIGNMENT_API } from './guide-assignments.contract';

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
