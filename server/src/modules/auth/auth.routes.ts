import { Router } from 'express';
import { bodyText, clientIp } from '../../rest/rest-helpers';
import { toRestUser } from '../users/user.rest';
import type { AuthResult, AuthService } from './auth.service';

export function authRoutes(auth: AuthService): Router {
  const router = Router();
  const payload = ({ token, user }: AuthResult) => ({
    token,
    user: toRestUser(user, auth.isAdmin(user)),
  });

  router.post('/register', async (req, res) => {
    const result = await auth.register(
      {
        name: bodyText(req, 'name'),
        email: bodyText(req, 'email'),
        password: bodyText(req, 'password'),
        country: bodyText(req, 'country'),
      },
      clientIp(req),
    );
    res.status(201).json(payload(result));
  });

  router.post('/login', async (req, res) => {
    const result = await auth.login(
      { email: bodyText(req, 'email'), password: bodyText(req, 'password') },
      clientIp(req),
    );
    res.json(payload(result));
  });

  router.get('/me', (_req, res) => {
    const { viewer } = res.locals;
    res.json({ user: toRestUser(auth.me(viewer), viewer.isAdmin) });
  });

  router.post('/guide-access/resend', async (_req, res) => {
    res.json(await auth.guideAccess.resend(res.locals.viewer));
  });

  return router;
}
