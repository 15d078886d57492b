import { Router, type Request, type Response } from 'express';
import type { ContentService } from './content.service';
import { on } from '../../rest/api-contract';
import { queryText } from '../../rest/rest-helpers';
import { CONTENT_API } from './content.contract';

const languageOf = (req: Request) => queryText(req, 'language');

/** `?preview=1` asks for the drafts, for the viewer the service then checks. */
const previewerOf = (req: Request, res: Response) => {
  const preview = req.query.preview;
  const asked = preview !== undefined && preview !== '0' && preview !== 'false';
  return asked ? res.locals.viewer : undefined;
};

/** `/api/content`: the published content, for everyone, as GraphQL's siteContent and contentPage. */
export function contentRoutes(content: ContentService): Router {
  const router = Router();

  on(router, CONTENT_API.page, async (req, res) => {
    const page = await content.page(req.params.slug, languageOf(req), previewerOf(req, res));
    res.json({ page });
  });

  on(router, CONTENT_API.kind, async (req, res) => {
    const { kind } = req.params;
    res.json({ entries: await content.published(kind, languageOf(req), previewerOf(req, res)) });
  });

  return router;
}
