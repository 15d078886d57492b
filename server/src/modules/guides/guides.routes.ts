import { Router, type Request } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { queryText } from '../../rest/rest-helpers';
import type { AvailabilityService } from './availability.service';
import { AVAILABILITY_API, GUIDE_API } from './guides.contract';
import type { GuideService } from './guides.service';

/** A JSON body's list of texts; anything else is an empty list, which the rules refuse. */
function textList(req: Request, name: string): string[] {
  const value: unknown = (req.body as Record<string, unknown> | undefined)?.[name];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : [];
}

/** `/api/guides`: the company's guides, as GraphQL's guides and its mutations. */
export function guideRoutes(guides: GuideService): Router {
  const router = Router();
  on(router, GUIDE_API.list, async (_req, res) => {
    res.json({ guides: await guides.guides(res.locals.viewer) });
  });
  on(router, GUIDE_API.add, async (req, res) => {
    const { name } = bodyTexts(req, GUIDE_API.add);
    const guide = await guides.addGuide(res.locals.viewer, name, textList(req, 'languages'));
    res.status(201).json({ guide });
  });
  on(router, GUIDE_API.addDaysOff, async (req, res) => {
    const { from, to } = bodyTexts(req, GUIDE_API.addDaysOff);
    const guide = await guides.addDaysOff(res.locals.viewer, req.params.id, from, to);
    res.status(201).json({ guide });
  });
  on(router, GUIDE_API.removeDaysOff, async (req, res) => {
    const { id, daysOffId } = req.params;
    res.json({ guide: await guides.removeDaysOff(res.locals.viewer, id, daysOffId) });
  });
  return router;
}

/** `/api/tours/:id/availability`, as GraphQL's tourAvailability. */
export function availabilityRoutes(availability: AvailabilityService): Router {
  const router = Router();
  on(router, AVAILABILITY_API.availability, async (req, res) => {
    const days = await availability.availability(req.params.id, {
      from: queryText(req, 'from') ?? '',
      to: queryText(req, 'to') ?? '',
      travellers: queryText(req, 'travellers') ?? '',
      guideLanguage: queryText(req, 'guideLanguage'),
    });
    res.json({ days });
  });
  return router;
}
