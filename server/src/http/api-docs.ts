import path from 'node:path';
import { Router } from 'express';

/**
 * Swagger UI's page: its stylesheet and bundle, and the script that starts it, all from this
 * origin, so the site's Content-Security-Policy holds (no inline script, nothing elsewhere).
 */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REST API · Serendib Trails</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="api-docs"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/** No validator badge: it would load an image from swagger.io. */
const START = `window.ui = SwaggerUIBundle({
  url: '/api/docs/openapi.json',
  dom_id: '#api-docs',
  validatorUrl: null,
  deepLinking: true,
});
`;

const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js'];

/**
 * `/api/docs` outside production: the REST API's OpenAPI document, browsable. The document is
 * made at its first request, so a start that never shows it does not pay for it.
 */
export function apiDocs(makeDocument: () => object): Router {
  // Resolved here, not at load: production never mounts the docs.
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const router = Router();
  router.get('/', (_req, res) => {
    res.type('html').send(PAGE);
  });
  router.get('/start.js', (_req, res) => {
    res.type('js').send(START);
  });
  let document: object | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= makeDocument();
    res.json(document);
  });
  for (const asset of ASSETS) {
    router.get(`/${asset}`, (_req, res) => {
      res.sendFile(path.join(assets, asset));
    });
  }
  return router;
}
