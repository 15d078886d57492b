import { Router } from 'express';
import { bodyText, clientIp } from '../../rest/rest-helpers';
import type { PasswordResetService } from './password-reset.service';

/** The specification's paths: `{message, previewUrl?}`, and `{status, message}` on a 400. */
export function passwordResetRoutes(passwordReset: PasswordResetService): Router {
  const router = Router();

  router.post('/forgot-password', async (req, res) => {
    res.json(await passwordReset.forgotPassword(bodyText(req, 'email'), clientIp(req)));
  });

  router.post('/reset-password/:token', async (req, res) => {
    const message = await passwordReset.resetPassword(req.params.token, bodyText(req, 'password'));
    res.json({ message });
  });

  return router;
}
