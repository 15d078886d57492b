// `node scripts/measure-album.mjs`: the bytes an album page of 60 photos transfers at a 375 px
// viewport before the visitor scrolls (goal: at most 1.5 MB). Starts the built server on free ports
// with its own embedded database, uploads 60 12-megapixel photos as a tour guide, then loads the
// page in Chromium (device pixel ratios 2 and 3, empty cache) and counts every response's bytes on
// the wire until the network has been quiet for a second. Build first (`npm run build`).
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { freePort, start, stop } from './lib/server-process.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { chromium } = require('@playwright/test');

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, 'tests', '.tmp', 'measure-album');
const PHOTOS = 60;
const PER_UPLOAD = 10;
const VIEWPORT = { width: 375, height: 812 };
const GOAL_BYTES = 1.5 * 1024 * 1024;
const ADMIN = {
  name: 'Measure Guide',
  email: 'measure-guide@serendibtrails.lk',
  password: 'ella-2026',
};

const WIDTH = 4000;
const HEIGHT = 3000;

/** Gaussian noise drawn at a coarse size and enlarged: detail at one scale of the photo. */
async function detail(width, height, sigma) {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png().toBuffer();
}

/**
 * A 12-megapixel camera JPEG with detail at every scale (shapes, texture, grain), so each WebP
 * variant weighs what a real photo's does or a little more (about 30 KB at 320 px, 85 KB at 640).
 */
async function cameraPhoto() {
  const [shapes, texture, grain] = await Promise.all([
    detail(40, 30, 60),
    detail(250, 188, 35),
    detail(2000, 1500, 12),
  ]);
  return sharp(shapes)
    .composite([
      { input: texture, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Six different photos, each also turned upright (portrait), repeated to make up the album. */
async function photoSet() {
  const landscapes = [];
  for (let i = 0; i < 4; i += 1) landscapes.push(await cameraPhoto());
  const portraits = await Promise.all(
    landscapes.slice(0, 2).map((p) => sharp(p).rotate(90).toBuffer()),
  );
  return [...landscapes, ...portraits];
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function seedAlbum(baseUrl) {
  const photos = await photoSet();
  const registered = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, country: 'Other' }),
  });
  const { token } = await json(registered);
  const auth = { authorization: `Bearer ${token}` };
  const { album } = await json(
    await fetch(`${baseUrl}/api/tour-albums`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Sixty Moments of the Hill Country',
        location: 'Ella',
        date: '2025-09-20',
        description: 'Tea estates, waterfalls and the Nine Arch Bridge over a week with our guide.',
      }),
    }),
  );
  let uploadedBytes = 0;
  for (let start = 0; start < PHOTOS; start += PER_UPLOAD) {
    const form = new FormData();
    const captions = [];
    for (let i = start; i < start + PER_UPLOAD; i += 1) {
      const bytes = photos[i % photos.length];
      uploadedBytes += bytes.length;
      form.append('images', new Blob([bytes], { type: 'image/jpeg' }), `photo-${i + 1}.jpg`);
      captions.push(i % 2 ? `Ella moment ${i + 1}` : '');
    }
    form.append('captions', JSON.stringify(captions));
    await json(
      await fetch(`${baseUrl}/api/tour-albums/${album._id}/images`, {
        method: 'POST',
        headers: auth,
        body: form,
      }),
    );
    process.stdout.write(`  uploaded ${start + PER_UPLOAD} / ${PHOTOS}\r`);
  }
  console.log(
    `\n  ${PHOTOS} photos uploaded (${(uploadedBytes / 1024 / 1024).toFixed(1)} MB of JPEG)`,
  );
  return album._id;
}

async function measure(browser, url, deviceScaleFactor) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map();
  const bytesByType = {};
  let total = 0;
  let images = 0;
  const textAssets = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    types.set(requestId, type);
    if (type === 'Script' || type === 'Stylesheet' || type === 'Document')
      textAssets.push(response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const type = types.get(requestId) ?? 'Other';
    bytesByType[type] = (bytesByType[type] ?? 0) + encodedDataLength;
    if (type === 'Image') images += 1;
    total += encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('.album-photo img');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const scrollY = await page.evaluate(() => globalThis.scrollY);
  await context.close();
  // The server sends the client's files uncompressed; a CDN or proxy in front would gzip them.
  let textRaw = 0;
  let textGzip = 0;
  for (const url of textAssets) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    textRaw += body.length;
    textGzip += gzipSync(body, { level: 6 }).length;
  }
  return { total, bytesByType, images, scrollY, gzipSaving: textRaw - textGzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'client', 'dist', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  fs.rmSync(TMP, { recursive: true, force: true });
  const [port, dbPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log('Starting the server with its own database...');
  const server = await start(
    'server/dist/main.js',
    {
      PORT: String(port),
      EMBEDDED_DB_PORT: String(dbPort),
      DATA_DIR: path.join(TMP, 'data'),
      DATABASE_URL: '',
      NODE_ENV: 'development',
      PUBLIC_URL: baseUrl,
      ADMIN_EMAILS: ADMIN.email,
    },
    /Ready on/,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const albumId = await seedAlbum(baseUrl);
    const url = `${baseUrl}/showcase/album/${albumId}`;
    for (const dpr of [2, 3]) {
      const result = await measure(browser, url, dpr);
      const verdict = result.total <= GOAL_BYTES ? 'within' : 'OVER';
      console.log(
        `375 px, DPR ${dpr}: ${kb(result.total)} before scrolling (${verdict} the 1.5 MB goal); ` +
          `${result.images} images; scrollY ${result.scrollY}; ` +
          `${kb(result.total - result.gzipSaving)} with the JS, CSS and HTML gzip-compressed`,
      );
      for (const [type, bytes] of Object.entries(result.bytesByType).sort((a, b) => b[1] - a[1])) {
        console.log(`    ${type.padEnd(10)} ${kb(bytes)}`);
      }
    }
  } finally {
    await browser.close();
    await stop(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
