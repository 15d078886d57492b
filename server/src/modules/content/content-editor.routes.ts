import { Router, type Request } from 'express';
import { AppError } from '../../common/errors';
import { contentFieldMessages } from '../../common/i18n';
import type { ContentEditorService } from './content-editor.service';
import type { ContentEntriesService } from './content-entries.service';
import { on } from '../../rest/api-contract';
import { CONTENT_EDITOR_API } from './content.contract';

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

/** The form's `expectedVersion`: the entry's version when it was opened. */
function expectedVersion(req: Request): number {
  const version = body(req).expectedVersion;
  if (!Number.isInteger(version)) {
    throw AppError.invalidInput({
      expectedVersion: contentFieldMessages().required('Expected version'),
    });
  }
  return version as number;
}

/**
 * `/api/content-editor/:kind[/:key]`: the tour guides' editor, on the same services as GraphQL
 * (every route is refused to anyone else by the service).
 */
export function contentEditorRoutes(
  editor: ContentEditorService,
  entries: ContentEntriesService,
): Router {
  const router = Router();

  on(router, CONTENT_EDITOR_API.list, async (req, res) => {
    res.json({ entries: await editor.list(res.locals.viewer, req.params.kind) });
  });

  on(router, CONTENT_EDITOR_API.create, async (req, res) => {
    const { document, translations } = body(req);
    const entry = await entries.create(res.locals.viewer, req.params.kind, document, translations);
    res.status(201).json({ entry });
  });

  on(router, CONTENT_EDITOR_API.reorder, async (req, res) => {
    const keys = body(req).keys;
    const list = Array.isArray(keys) ? keys.map(String) : [];
    res.json({ entries: await entries.reorder(res.locals.viewer, req.params.kind, list) });
  });

  on(router, CONTENT_EDITOR_API.get, async (req, res) => {
    res.json({ entry: await editor.get(res.locals.viewer, req.params.kind, req.params.key) });
  });

  on(router, CONTENT_EDITOR_API.remove, async (req, res) => {
    const { kind, key } = req.params;
    await entries.remove(res.locals.viewer, kind, key, expectedVersion(req));
    res.json({ key });
  });

  on(router, CONTENT_EDITOR_API.saveDraft, async (req, res) => {
    const { kind, key } = req.params;
    const { document, translations } = body(req);
    const input = { kind, key, expectedVersion: expectedVersion(req), document, translations };
    res.json({ entry: await editor.saveDraft(res.locals.viewer, input) });
  });

  on(router, CONTENT_EDITOR_API.publish, async (req, res) => {
    const { kind, key } = req.params;
    res.json({ entry: await editor.publish(res.locals.viewer, kind, key, expectedVersion(req)) });
  });

  on(router, CONTENT_EDITOR_API.revisions, async (req, res) => {
    const { kind, key } = req.params;
    res.json({ revisions: await editor.revisions(res.locals.viewer, kind, key) });
  });

  on(router, CONTENT_EDITOR_API.revision, async (req, res) => {
    const { kind, key, number } = req.params;
    res.json({ revision: await editor.revision(res.locals.viewer, kind, key, Number(number)) });
  });

  on(router, CONTENT_EDITOR_API.restore, async (req, res) => {
    const { kind, key } = req.params;
    const target = { kind, key, number: Number(req.params.number) };
    res.json({ entry: await editor.restore(res.locals.viewer, target, expectedVersion(req)) });
  });

  return router;
}
