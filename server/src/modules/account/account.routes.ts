import { Router } from 'express';
import { bodyText } from '../../rest/rest-helpers';
import { ACCOUNT_MESSAGES } from '../../shared/account-rules';
import { toRestUser } from '../users/user.rest';
import type { AccountService } from './account.service';

/** The specification's profile paths; any field but name and country is ignored. */
export function accountRoutes(account: AccountService): Router {
  const router = Router();

  router.put('/update-profile', async (req, res) => {
    const { viewer } = res.locals;
    const user = await account.updateProfile(viewer, {
      name: bodyText(req, 'name'),
      country: bodyText(req, 'country'),
    });
    res.json({ message: ACCOUNT_MESSAGES.profileUpdated, user: toRestUser(user, viewer.isAdmin) });
  });

  router.delete('/delete-account', async (_req, res) => {
    await account.deleteAccount(res.locals.viewer);
    res.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  });

  return router;
}
