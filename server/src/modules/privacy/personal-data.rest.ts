import { Router } from 'express';
import type { AuthService } from '../auth/auth.service';
import type { PersonalDataService } from './personal-data.service';

/** `GET /api/auth/my-data`: the same document as GraphQL's myData, offered as a file. */
export function personalDataRoutes(auth: AuthService, personalData: PersonalDataService): Router {
  const router = Router();

  router.get('/my-data', async (req, res) => {
    const viewer = await auth.viewerFor(req.headers.authorization);
    const data = await personalData.export(viewer);
    res.attachment(`my-data-${data.exportedAt.slice(0, 10)}.json`).json(data);
  });

  return router;
}
