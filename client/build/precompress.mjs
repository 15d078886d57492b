// Last step of the client build: a brotli (.br) and a gzip (.gz) copy beside every text file of
// client/dist worth compressing, made once at the highest levels; the server sends the copy the
// browser accepts (server/src/static-client.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = fs
  .readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));

let before = 0;
let after = 0;
await Promise.all(
  files.map(async (file) => {
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    before += content.length;
    after += br.length;
  }),
);
console.log(
  `Compressed ${files.length} files: ${(before / 1024).toFixed(0)} KB, brotli ${(after / 1024).toFixed(0)} KB`,
);
