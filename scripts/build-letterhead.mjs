// Writes client/public/letterhead.pdf, the company letterhead offered on Home, from the company
// details as first published (the brand in the site-content seed). Runs before every client build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { seedBrand } from './lib/seed-brand.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(ROOT, 'client/public/letterhead.pdf');

const GREEN = rgb(11 / 255, 93 / 255, 75 / 255);
const GREEN_DEEP = rgb(5 / 255, 46 / 255, 38 / 255);
const GREEN_TINT = rgb(232 / 255, 243 / 255, 239 / 255);
const GOLD = rgb(244 / 255, 185 / 255, 66 / 255);
const INK = rgb(31 / 255, 42 / 255, 39 / 255);
const MUTED = rgb(74 / 255, 90 / 255, 85 / 255);
const WHITE = rgb(1, 1, 1);

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/** The mark from the favicon: a green tile, a gold mountain and a white sun (64 units wide). */
function drawMark(page, x, top, size) {
  const scale = size / 64;
  const tile =
    'M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z';
  page.drawSvgPath(tile, { x, y: top, scale, color: GREEN });
  page.drawSvgPath('M12 46L26 22L34 34L40 26L52 46Z', { x, y: top, scale, color: GOLD });
  page.drawCircle({ x: x + 44 * scale, y: top - 18 * scale, size: 6 * scale, color: WHITE });
}

function drawRightAligned(page, text, { right, y, font, size, color }) {
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, font, size, color });
}

function drawCentred(page, text, { y, font, size, color }) {
  page.drawText(text, {
    x: (A4.width - font.widthOfTextAtSize(text, size)) / 2,
    y,
    font,
    size,
    color,
  });
}

async function buildLetterhead(brand) {
  const { contact } = brand;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${brand.name} letterhead`);
  pdf.setAuthor(brand.name);
  pdf.setSubject(brand.tagline);
  pdf.setCreator(brand.name);
  pdf.setProducer(brand.name);
  pdf.setLanguage('en');

  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([A4.width, A4.height]);
  const top = A4.height - MARGIN;
  const right = A4.width - MARGIN;

  // Header: mark, name and tagline on the left; how to reach us on the right.
  drawMark(page, MARGIN, top, 52);
  page.drawText(brand.name, { x: MARGIN + 66, y: top - 26, font: serif, size: 26, color: GREEN });
  page.drawText(brand.tagline, {
    x: MARGIN + 66,
    y: top - 44,
    font: sans,
    size: 9.5,
    color: MUTED,
  });
  const contactLines = [
    ['Phone', contact.phone],
    ['WhatsApp', contact.whatsapp],
    ['Email', contact.email],
  ];
  contactLines.forEach(([label, value], i) => {
    const y = top - 10 - i * 15;
    drawRightAligned(page, value, { right, y, font: sans, size: 9.5, color: INK });
    const labelRight = right - sans.widthOfTextAtSize(value, 9.5) - 6;
    drawRightAligned(page, label, {
      right: labelRight,
      y,
      font: sansBold,
      size: 9.5,
      color: GREEN,
    });
  });
  page.drawRectangle({ x: MARGIN, y: top - 72, width: right - MARGIN, height: 3, color: GOLD });
  page.drawRectangle({ x: MARGIN, y: top - 77, width: right - MARGIN, height: 0.8, color: GREEN });

  // A pale hill-country horizon above the footer: decoration that leaves the page free to write on.
  page.drawSvgPath(
    'M0 60 L70 20 L130 48 L200 4 L270 44 L330 18 L400 52 L470 12 L540 46 L595 24 V90 H0 Z',
    { x: 0, y: 150, color: GREEN_TINT },
  );

  // Footer: the address on a green band.
  page.drawRectangle({ x: 0, y: 0, width: A4.width, height: 60, color: GREEN_DEEP });
  page.drawRectangle({ x: 0, y: 60, width: A4.width, height: 3, color: GOLD });
  drawCentred(page, contact.address, { y: 34, font: sansBold, size: 9.5, color: WHITE });
  drawCentred(page, `${contact.email}   |   ${contact.phone}   |   ${contact.replyPromise}`, {
    y: 18,
    font: sans,
    size: 8.5,
    color: GOLD,
  });

  return pdf.save();
}

const bytes = await buildLetterhead(seedBrand());
fs.writeFileSync(OUTPUT, bytes);
console.log(`wrote ${path.relative(ROOT, OUTPUT)} (${Math.round(bytes.length / 1024)} KB)`);
