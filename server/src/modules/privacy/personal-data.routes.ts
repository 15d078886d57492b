import { Router } from 'express';
import { on } from '../../rest/api-contract';
import { PERSONAL_DATA_API } from './personal-data.contract';
import type { PersonalDataService } from './personal-data.service';

/** `GET /api/auth/my-data`: the same document as GraphQL's myData, offered as a file. */
export function personalDataRoutes(personalData: PersonalDataService): Router {
  const router = Router();

  on(router, PERSONAL_DATA_API.myData, async (_req, res) => {
    const data = await personalData.export(res.locals.viewer);
    res.attachment(`my-data-${data.exportedAt.slice(0, 10)}.json`).json(data);
  });

  return router;
}
