import { Router } from 'express';
import { bodyText } from '../../rest/rest-helpers';
import { ACCOUNT_MESSAGES } from '../../shared/account-rules';
import type { AuthService } from '../auth/auth.service';
import { toRestUser } from '../users/user.rest';
import type { AccountService } from './account.service';

/** The specification's profile paths; any field but name and country is ignored. */
export function accountRoutes(auth: AuthService, account: AccountService): Router {
  const router = Router();

  router.put('/update-profile', async (req, res) => {
    const viewer = await auth.viewerFor(req.headers.authorization);
    const user = await account.updateProfile(viewer.requireUser(), {
      name: bodyText(req, 'name'),
      country: bodyText(req, 'country'),
    });
    res.json({
      message: ACCOUNT_MESSAGES.profileUpdated,
      user: toRestUser(user, auth.isAdmin(user)),
    });
  });

  router.delete('/delete-account', async (req, res) => {
    const viewer = await auth.viewerFor(req.headers.authorization);
    await account.deleteAccount(viewer.requireUser());
    res.json({ message: ACCOUNT_MESSAGES.accountDeleted });
  });

  return router;
}
