// `node scripts/render-social-card.mjs`: draws the 1200 × 630 picture that link previews show for every page
// (client/public/social-card.png) from the brand's name and tagline as first published (the
// site-content seed) and its colours. The PNG is
// committed, so the build needs no fonts; run this again when the brand changes.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedBrand } from '../client/build/seed-brand.mjs';

const { name, tagline } = seedBrand();
const output = fileURLToPath(new URL('../client/public/social-card.png', import.meta.url));

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b5d4b"/>
      <stop offset="1" stop-color="#052e26"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <circle cx="1040" cy="150" r="62" fill="#f7c965" opacity="0.9"/>
  <path d="M560 630 L830 470 L930 540 L1030 450 L1200 560 L1200 630 Z" fill="#f4b942" opacity="0.85"/>
  <path d="M740 630 L930 540 L1060 600 L1130 560 L1200 600 L1200 630 Z" fill="#073d32"/>
  <g transform="translate(90 120)">
    <rect width="96" height="96" rx="22" fill="#ffffff" opacity="0.12"/>
    <path d="M18 70 L39 33 L51 51 L60 39 L78 70 Z" fill="#f4b942"/>
    <circle cx="66" cy="27" r="9" fill="#ffffff"/>
  </g>
  <text x="90" y="330" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="84" font-weight="700" fill="#ffffff">${escape(name)}</text>
  <text x="92" y="400" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="34" fill="#f7c965">${escape(tagline)}</text>
  <rect x="92" y="448" width="120" height="6" rx="3" fill="#f4b942"/>
</svg>`;

await sharp(Buffer.from(svg))
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile(output);
console.log(`Wrote ${output}`);
