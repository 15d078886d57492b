// Writes the company letterhead offered on Home, from the company details as first published (the
// brand in the site-content seed and its translations), in each of the site's languages:
// client/public/letterhead.pdf in English, letterhead.<language>.pdf in the others. Runs before
// every client build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import {
  LETTERHEAD_LANGUAGES,
  letterheadMessages,
  lettersOf,
  EMBEDDED_FONTS,
} from './letterhead-messages.mjs';
import { letterheadFile } from './letterhead-files.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/** The embedded font's file, refused when it lacks a letter the letterhead writes. */
function unicodeFont(file, letters) {
  const bytes = fs.readFileSync(file);
  const font = fontkit.create(bytes);
  const missing = [...letters].filter(
    (letter) => !font.hasGlyphForCodePoint(letter.codePointAt(0)),
  );
  if (missing.length) {
    throw new Error(
      `${path.relative(ROOT, file)} lacks ${missing.join(' ')}: run node scripts/subset-letterhead-fonts.mjs`,
    );
  }
  return bytes;
}

/**
 * The name's serif (always the standard Times), and the text's sans: the standard Helvetica where
 * its letters (WinAnsi) write the language, else the language's embedded font.
 */
async function embedFonts(pdf, language, letters) {
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const embedded = EMBEDDED_FONTS[language];
  if (!embedded) {
    const sans = await pdf.embedFont(StandardFonts.Helvetica);
    return { serif, sans, sansBold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  }
  pdf.registerFontkit(fontkit);
  const embed = (file) => pdf.embedFont(unicodeFont(file, letters), { subset: true });
  return { serif, sans: await embed(embedded.regular), sansBold: await embed(embedded.bold) };
}

/** `text` in lines no wider than `width`: broken between words, or between characters in Chinese. */
function wrapped(text, { font, size, width }) {
  const pieces = /\s/.test(text) ? text.split(/(?<=\s)/) : [...text];
  const lines = [''];
  for (const piece of pieces) {
    const line = lines.at(-1) + piece;
    if (lines.at(-1) && font.widthOfTextAtSize(line.trimEnd(), size) > width) lines.push(piece);
    else lines[lines.length - 1] = line;
  }
  return lines.map((line) => line.trimEnd());
}

async function buildLetterhead(language) {
  const messages = letterheadMessages(language);
  const { brand, labels } = messages;
  const { contact } = brand;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(messages.title);
  pdf.setAuthor(brand.name);
  pdf.setSubject(brand.tagline);
  pdf.setCreator(brand.name);
  pdf.setProducer(brand.name);
  pdf.setLanguage(language);

  const { serif, sans, sansBold } = await embedFonts(pdf, language, lettersOf(messages));
  const page = pdf.addPage([A4.width, A4.height]);
  const top = A4.height - MARGIN;
  const right = A4.width - MARGIN;

  // Header: how to reach us on the right; mark, name and tagline on the left, the tagline in as
  // many lines as the room beside the contact details needs.
  const contactLines = [
    [labels.phone, contact.phone],
    [labels.whatsapp, contact.whatsapp],
    [labels.email, contact.email],
  ];
  const labelGap = 6;
  const contactWidth = Math.max(
    ...contactLines.map(
      ([label, value]) =>
        sansBold.widthOfTextAtSize(label, 9.5) + labelGap + sans.widthOfTextAtSize(value, 9.5),
    ),
  );
  contactLines.forEach(([label, value], i) => {
    const y = top - 10 - i * 15;
    drawRightAligned(page, value, { right, y, font: sans, size: 9.5, color: INK });
    const labelRight = right - sans.widthOfTextAtSize(value, 9.5) - labelGap;
    drawRightAligned(page, label, {
      right: labelRight,
      y,
      font: sansBold,
      size: 9.5,
      color: GREEN,
    });
  });
  const textLeft = MARGIN + 66;
  drawMark(page, MARGIN, top, 52);
  page.drawText(brand.name, { x: textLeft, y: top - 26, font: serif, size: 26, color: GREEN });
  const taglineWidth = right - contactWidth - 16 - textLeft;
  wrapped(brand.tagline, { font: sans, size: 9.5, width: taglineWidth }).forEach((line, i) => {
    page.drawText(line, { x: textLeft, y: top - 44 - i * 12, font: sans, size: 9.5, color: MUTED });
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

for (const language of LETTERHEAD_LANGUAGES) {
  const bytes = await buildLetterhead(language);
  const output = path.join(ROOT, letterheadFile(language));
  fs.writeFileSync(output, bytes);
  console.log(`wrote ${path.relative(ROOT, output)} (${Math.round(bytes.length / 1024)} KB)`);
}
