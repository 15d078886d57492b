import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, TMP_DIR, type RunningServer } from './support/server-process';
import { databaseUrl, jwtSecret } from './support/test-env';

/** A client build as `npm run build` lays it out, small enough to read at a glance. */
const DIST = path.join(TMP_DIR, 'static-client-dist');
const FILES: Record<string, string> = {
  'index.html': '<h1>Home, prerendered</h1>',
  'about/index.html': '<h1>About, prerendered</h1>',
  'spa-fallback.html': '<div id="root"></div>',
  '404.html': '<h1>Page Not Found</h1>',
  'client-routes.json': JSON.stringify([
    '/showcase/album/:id',
    '/reset-password/:token?',
    '/profile',
  ]),
  'robots.txt': 'User-agent: *\n',
  'assets/app-1a2b3c.js': `console.log(${JSON.stringify('Serendib Trails '.repeat(200))});`,
  '.vite/manifest.json': '{}',
};

let server: RunningServer;

beforeAll(async () => {
  fs.rmSync(DIST, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(DIST, file)), { recursive: true });
    fs.writeFileSync(path.join(DIST, file), content);
  }
  const script = path.join(DIST, 'assets/app-1a2b3c.js');
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(fs.readFileSync(script)));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(fs.readFileSync(script)));
  server = await startServer({
    NODE_ENV: 'test',
    JWT_SECRET: jwtSecret(),
    DATABASE_URL: databaseUrl(),
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
    CLIENT_DIST: DIST,
  });
}, 95_000);

afterAll(async () => {
  await server?.stop();
}, 35_000);

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a crawler or curl makes it: no decompression, no redirects followed. */
function get(target: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.baseUrl}${target}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}

describe('pages', () => {
  test.each([
    ['/', 'Home, prerendered'],
    ['/about', 'About, prerendered'],
    ['/about?ref=newsletter', 'About, prerendered'],
  ])('%s is its prerendered file', async (target, heading) => {
    const response = await get(target);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain(heading);
  });

  test.each(['/profile', '/reset-password', '/reset-password/abc'])(
    '%s, a route the browser renders, gets the app shell',
    async (target) => {
      const response = await get(target);

      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(FILES['spa-fallback.html']);
    },
  );

  test.each([
    '/no-such-page',
    '/about/index.html',
    '/spa-fallback.html',
    '/showcase/album/7/extra',
  ])('%s is the page-not-found screen with status 404', async (target) => {
    const response = await get(target);

    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('Page Not Found');
  });

  test('a trailing slash redirects to the one address of the page, query kept', async () => {
    const response = await get('/about/?ref=newsletter');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about?ref=newsletter');
  });

  test('a doubled slash never redirects to another site', async () => {
    const response = await get('//evil.example/');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/evil.example');
  });
});

describe('files', () => {
  const script = '/assets/app-1a2b3c.js';

  test('hashed assets are cached for a year', async () => {
    const response = await get(script);

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
  ])('Accept-Encoding %s gets the %s copy made by the build', async (accept, encoding, decode) => {
    const response = await get(script, { 'accept-encoding': accept });

    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(decode(response.body).toString()).toBe(FILES['assets/app-1a2b3c.js']);
  });

  test('a client that names no encoding, or refuses brotli, gets what it can read', async () => {
    const plain = await get(script);
    const noBrotli = await get(script, { 'accept-encoding': 'br;q=0, gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(FILES['assets/app-1a2b3c.js']);
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  test('other files are served as they are; hidden build files are not', async () => {
    expect((await get('/robots.txt')).body.toString()).toBe(FILES['robots.txt']);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  test('API paths are never answered with a page', async () => {
    const response = await get('/api/no-such-thing');

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
