import { Router } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { clientIp } from '../../rest/rest-helpers';
import { PASSWORD_RESET_API } from './password-reset.contract';
import type { PasswordResetService } from './password-reset.service';

/** The specification's paths: `{message, previewUrl?}`, and `{status, message}` on a 400. */
export function passwordResetRoutes(passwordReset: PasswordResetService): Router {
  const router = Router();

  on(router, PASSWORD_RESET_API.forgotPassword, async (req, res) => {
    const { email } = bodyTexts(req, PASSWORD_RESET_API.forgotPassword);
    res.json(await passwordReset.forgotPassword(email, clientIp(req)));
  });

  on(router, PASSWORD_RESET_API.resetPassword, async (req, res) => {
    const { password } = bodyTexts(req, PASSWORD_RESET_API.resetPassword);
    const message = await passwordReset.resetPassword(req.params.token, password);
    res.json({ message });
  });

  return router;
}
