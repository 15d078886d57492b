import { Router } from 'express';
import { bodyTexts, on } from '../../rest/api-contract';
import { clientIp } from '../../rest/rest-helpers';
import { toRestUser } from '../users';
import { AUTH_API } from './auth.contract';
import type { AuthResult, AuthService } from './auth.service';

export function authRoutes(auth: AuthService): Router {
  const router = Router();
  const payload = ({ token, user }: AuthResult) => ({
    token,
    user: toRestUser(user, auth.isAdmin(user)),
  });

  on(router, AUTH_API.register, async (req, res) => {
    const result = await auth.register(bodyTexts(req, AUTH_API.register), clientIp(req));
    res.status(201).json(payload(result));
  });

  on(router, AUTH_API.login, async (req, res) => {
    const result = await auth.login(bodyTexts(req, AUTH_API.login), clientIp(req));
    res.json(payload(result));
  });

  on(router, AUTH_API.me, (_req, res) => {
    const { viewer } = res.locals;
    const user = auth.me(viewer);
    res.json({ user: toRestUser(user, viewer.isAdmin), language: user.language });
  });

  on(router, AUTH_API.resendGuideAccess, async (_req, res) => {
    res.json(await auth.guideAccess.resend(res.locals.viewer));
  });

  return router;
}
