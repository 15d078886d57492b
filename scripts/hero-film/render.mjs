// Draws the Home hero: the poster (SVG, every layer at 0 s) and, unless --poster-only, the
// background film (MP4, H.264), recorded from a canvas in headless Chromium. Both files are
// committed: the film needs Chromium and takes its own length in real time to record.
//
//   node scripts/hero-film/render.mjs [--poster-only]
//
// CHROMIUM_PATH points at the browser (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DURATION_S, HEIGHT, LAYERS, WIDTH, layerSvg, sceneSvg } from './scene.mjs';
import { recordInBrowser } from './record-in-browser.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const POSTER = path.join(ROOT, 'client/public/images/home/hero-poster.svg');
const FILM = path.join(ROOT, 'client/public/video/hero.mp4');
const FILM_WIDTH = 1280;
const FPS = 30;
/** Flat colours compress well; this keeps the film near 1 MB. */
const BITS_PER_SECOND = 550_000;
/** Room around each layer so that moving it never reveals its clipped edge. */
const MARGIN = 300;

fs.writeFileSync(POSTER, sceneSvg(0));
console.log(`wrote ${path.relative(ROOT, POSTER)}`);

if (!process.argv.includes('--poster-only')) {
  const frames = Math.round(DURATION_S * FPS);
  const layers = LAYERS.map((layer) => ({
    svg: layerSvg(layer, MARGIN),
    motion: Array.from({ length: frames }, (_, i) => layer.motion(i / FPS)),
  }));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    const base64 = await page.evaluate(recordInBrowser, {
      layers,
      scene: { width: WIDTH, height: HEIGHT, margin: MARGIN },
      film: { width: FILM_WIDTH, fps: FPS, bitsPerSecond: BITS_PER_SECOND, seconds: DURATION_S },
    });
    fs.mkdirSync(path.dirname(FILM), { recursive: true });
    fs.writeFileSync(FILM, Buffer.from(base64, 'base64'));
    console.log(
      `wrote ${path.relative(ROOT, FILM)} (${Math.round((base64.length * 0.75) / 1024)} KB)`,
    );
  } finally {
    await browser.close();
  }
}
