import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config';

const ARTWORK = path.join(REPO_ROOT, 'client', 'public', 'images');
/** As wide as a phone photo shown on a laptop: the media pipeline makes 320, 640 and 1280 of it. */
const PHOTO_WIDTH = 1280;

/**
 * One of the site's illustrations (an SVG under client/public/images) as a JPEG photo, rendered
 * here at photo size: the demo needs nothing from the network.
 */
export async function demoPhoto(artwork: string): Promise<Buffer> {
  const svg = await fs.readFile(path.join(ARTWORK, artwork));
  const { width = PHOTO_WIDTH } = await sharp(svg).metadata();
  // SVG is drawn at 72 dpi by default; a higher density draws it sharp at the wanted width.
  const density = Math.ceil((72 * PHOTO_WIDTH) / width);
  return sharp(svg, { density })
    .resize({ width: PHOTO_WIDTH })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
