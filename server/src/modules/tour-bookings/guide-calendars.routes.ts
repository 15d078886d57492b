import { Router } from 'express';
import { on } from '../../rest/api-contract';
import type { GuideCalendarFeeds } from './guide-calendar-feeds';
import { GUIDE_CALENDAR_API } from './guide-calendars.contract';

/** `/api/guide-calendars`, as GraphQL's guideCalendarAddress and renewGuideCalendarAddress. */
export function guideCalendarRoutes(feeds: GuideCalendarFeeds): Router {
  const router = Router();
  on(router, GUIDE_CALENDAR_API.address, async (req, res) => {
    res.json({ url: await feeds.address(res.locals.viewer, req.params.guideId) });
  });
  on(router, GUIDE_CALENDAR_API.renew, async (req, res) => {
    res.json({ url: await feeds.renew(res.locals.viewer, req.params.guideId) });
  });
  on(router, GUIDE_CALENDAR_API.calendar, async (req, res) => {
    const calendar = await feeds.calendar(req.params.token);
    // Private to whoever holds the address: never kept by a shared cache.
    res.set('cache-control', 'private, no-store');
    res.type('text/calendar; charset=utf-8').send(calendar);
  });
  return router;
}
