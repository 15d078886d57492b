import { Router, type Request } from 'express';
import type { ContentService } from './content.service';
import { on } from '../../rest/api-contract';
import { CONTENT_API } from './content.contract';

const languageOf = (req: Request) =>
  typeof req.query.language === 'string' ? req.query.language : undefined;

/** `/api/content`: the published content, for everyone, as GraphQL's siteContent and contentPage. */
export function contentRoutes(content: ContentService): Router {
  const router = Router();

  on(router, CONTENT_API.page, async (req, res) => {
    res.json({ page: await content.page(req.params.slug, languageOf(req)) });
  });

  on(router, CONTENT_API.kind, async (req, res) => {
    res.json({ entries: await content.published(req.params.kind, languageOf(req)) });
  });

  return router;
}
