import { Router, type Request } from 'express';
import { z } from 'zod';
import { AppError } from '../../common/errors';
import { on } from '../../rest/api-contract';
import { TIMED_MESSAGE_API as API, TIMED_MESSAGE_CHANGE } from './timed-messages.contract';
import type {
  TimedMessageChange,
  TimedMessageSettingsService,
  TimedMessageSettingView,
} from './timed-message-settings.service';

const CHANGE = z.object(TIMED_MESSAGE_CHANGE);

/** The body of a change; one whose values are not of their types is refused whole. */
function changeOf(req: Request): TimedMessageChange {
  const parsed = CHANGE.safeParse(req.body);
  if (!parsed.success) throw new AppError('BAD_USER_INPUT');
  return { ...parsed.data, pickupTime: parsed.data.pickupTime ?? null };
}

const restView = (setting: TimedMessageSettingView) => ({
  ...setting,
  updatedAt: setting.updatedAt.toISOString(),
});

/** `/api/timed-messages`, as GraphQL's timedMessageSettings and updateTimedMessageSetting. */
export function timedMessageRoutes(settings: TimedMessageSettingsService): Router {
  const router = Router();
  on(router, API.list, async (_req, res) => {
    res.json({ timedMessages: (await settings.list(res.locals.viewer)).map(restView) });
  });
  on(router, API.update, async (req, res) => {
    // Who asks is known before the body is read: a visitor is refused 401/403, not 400.
    res.locals.viewer.requireAdmin();
    const setting = await settings.update(res.locals.viewer, req.params.message, changeOf(req));
    res.json({ timedMessage: restView(setting) });
  });
  return router;
}
