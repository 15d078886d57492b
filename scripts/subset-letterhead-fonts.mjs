// Writes the fonts in client/build/fonts that the Russian and Chinese letterheads embed: the letters of
// Noto Sans (Latin and Russian's whole alphabet) and of WenQuanYi Micro Hei (Latin and the Chinese
// letterhead's characters), so the site ships some 100 kB of font rather than 5 MB. Run it when
// the Chinese letterhead's words gain a character (the letterhead's build names missing ones).
// Needs Debian's fonts-noto-core, fonts-wqy-microhei and python3-fonttools; FONTS_DIR and
// PYTHON say where, when elsewhere.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  EMBEDDED_FONTS,
  letterheadMessages,
  lettersOf,
} from '../client/build/letterhead-messages.mjs';

const FONTS_DIR = process.env.FONTS_DIR ?? '/usr/share/fonts/truetype';
const PYTHON = process.env.PYTHON ?? '/usr/bin/python3';

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const PUNCTUATION = [...'–—‘’“”«»…·№'];
const LATIN = [...range(0x20, 0x7e), ...PUNCTUATION];

const SOURCES = [
  {
    output: EMBEDDED_FONTS.ru.regular,
    font: 'noto/NotoSans-Regular.ttf',
    letters: [...LATIN, ...range(0x400, 0x45f), ...lettersOf(letterheadMessages('ru'))],
  },
  {
    output: EMBEDDED_FONTS.ru.bold,
    font: 'noto/NotoSans-Bold.ttf',
    letters: [...LATIN, ...range(0x400, 0x45f), ...lettersOf(letterheadMessages('ru'))],
  },
  {
    output: EMBEDDED_FONTS.zh.regular,
    font: 'wqy/wqy-microhei.ttc',
    letters: [...LATIN, ...'，。：；、！？（）', ...lettersOf(letterheadMessages('zh'))],
  },
];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'letterhead-'));
for (const { output, font, letters } of SOURCES) {
  const textFile = path.join(scratch, `${path.basename(output)}.txt`);
  fs.writeFileSync(textFile, [...new Set(letters)].join(''));
  execFileSync(PYTHON, [
    '-m',
    'fontTools.subset',
    path.join(FONTS_DIR, font),
    '--font-number=0',
    `--text-file=${textFile}`,
    `--output-file=${output}`,
    '--name-IDs=*',
  ]);
  console.log(`wrote ${path.basename(output)} (${Math.round(fs.statSync(output).size / 1024)} kB)`);
}
