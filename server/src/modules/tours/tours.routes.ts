import { Router } from 'express';
import { on } from '../../rest/api-contract';
import { queryText } from '../../rest/rest-helpers';
import { TOUR_API } from './tours.contract';
import type { TourService } from './tours.service';

/** `/api/tours`: the tours booked online, as GraphQL's tours. */
export function tourRoutes(tours: TourService): Router {
  const router = Router();
  on(router, TOUR_API.list, async (req, res) => {
    res.json({ tours: await tours.tours(queryText(req, 'language')) });
  });
  return router;
}
