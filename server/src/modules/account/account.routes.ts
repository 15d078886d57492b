import { Router } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { toRestUser } from '../users';
import { ACCOUNT_API } from './account.contract';
import type { AccountService } from './account.service';
import { translate } from '../../common/i18n';

/** The specification's profile paths; any field but name, country and language is ignored. */
export function accountRoutes(account: AccountService): Router {
  const router = Router();

  on(router, ACCOUNT_API.updateProfile, async (req, res) => {
    const { viewer } = res.locals;
    const user = await account.updateProfile(viewer, bodyTexts(req, ACCOUNT_API.updateProfile));
    res.json({
      message: translate(ACCOUNT_MESSAGES.profileUpdated),
      user: toRestUser(user, viewer.isAdmin),
      language: user.language,
    });
  });

  on(router, ACCOUNT_API.deleteAccount, async (_req, res) => {
    await account.deleteAccount(res.locals.viewer);
    res.json({ message: translate(ACCOUNT_MESSAGES.accountDeleted) });
  });

  return router;
}
