import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, Router } from 'express';

const SERVER_PATHS = /^\/(api|graphql|media|healthz|readyz|dev)(\/|$)/;

/** Serves the built client: hashed assets cached for a year, every other page gets index.html. */
export function staticClient(clientDist: string): Router {
  const router = Router();
  const indexFile = path.join(clientDist, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(clientDist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
    }),
  );
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  const spaFallback: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (SERVER_PATHS.test(req.path) || !fs.existsSync(indexFile)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };
  router.use(spaFallback);
  return router;
}
