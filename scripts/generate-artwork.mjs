// Draws the site's default pictures as SVG files under client/public/images.
// Each picture is only a default: the content files hold its URL, which a photo can replace.
// Run: node scripts/generate-artwork.mjs
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE } from './artwork/catalogue.mjs';
import { H, SKIES, W, seeded, sky } from './artwork/paint.mjs';
import { SCENES } from './artwork/scenes.mjs';

const OUT = path.resolve(import.meta.dirname, '../client/public/images');

function draw(name, [scene, skyName, options]) {
  const pal = SKIES[skyName];
  const body = SCENES[scene](seeded(name), pal, options);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">${sky(pal, 'sky')}${body}</svg>\n`;
}

for (const [name, recipe] of Object.entries(CATALOGUE)) {
  const file = path.join(OUT, `${name}.svg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, draw(name, recipe));
}
console.log(`${Object.keys(CATALOGUE).length} pictures in ${path.relative(process.cwd(), OUT)}`);
