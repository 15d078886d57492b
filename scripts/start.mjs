// `npm start`: builds the server and the client only when their inputs changed since the last
// build this script made, then runs the server in this process. `--build-only` stops after the
// build; `--demo` (`npm run demo`) fills the database with the demo site instead of serving it. Settings come from the environment and from `.env` when there is one (the environment
// wins; `.env.example` lists them all).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LETTERHEAD_FILES } from '../client/build/letterhead-files.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'node_modules', '.cache', 'lanka-tours', 'build-stamp.json');
const LOCKFILE = 'package-lock.json';

/**
 * What each build reads, the files it writes among them (declared by the step that writes them,
 * so they never count as changed inputs), and the file it writes last. The year is baked into the
 * client's pages (the copyright), so it counts as an input too; the site's address is read by the
 * server at runtime (SITE_URL).
 */
const PARTS = {
  server: {
    inputs: [
      'server/src',
      'shared/src',
      'shared/package.json',
      'shared/tsconfig.json',
      'server/package.json',
      'server/tsconfig.json',
      'server/tsconfig.build.json',
    ],
    products: [],
    output: 'server/dist/main.js',
    settings: () => [],
  },
  client: {
    inputs: [
      'client/src',
      'client/public',
      'client/index.html',
      'client/package.json',
      'client/tsconfig.json',
      'client/vite.config.ts',
      'client/build',
      'shared/src',
      'server/src/db/migrations/site-content-seed.json',
      'server/src/db/migrations/site-content-translations.json',
    ],
    products: LETTERHEAD_FILES,
    output: 'client/dist-ssr/entry-server.js',
    settings: () => [new Date().getFullYear()],
  },
};
function filesUnder(relative, products) {
  const absolute = path.join(ROOT, relative);
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [relative];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !products.includes(file.split(path.sep).join('/')));
}

/** One hash of every input file's path and bytes, the lockfile (the dependencies) and settings. */
function inputsHash(part) {
  const hash = createHash('sha256');
  const files = [...part.inputs.flatMap((input) => filesUnder(input, part.products)), LOCKFILE];
  files.sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  hash.update(JSON.stringify(part.settings()));
  return hash.digest('hex');
}

function outputTime(part) {
  const file = path.join(ROOT, part.output);
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : null;
}

function readStamp() {
  try {
    return JSON.parse(fs.readFileSync(STAMP, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * A part is current when its inputs hash as they did at this script's last build and its output
 * is the file that build wrote: a build run some other way (`npm run build`, the tests) since
 * then leaves a newer output, whose inputs are not known, so it is built again.
 */
function isCurrent(stamp, hash, part) {
  const time = outputTime(part);
  return time !== null && stamp?.inputs === hash && stamp.output === time;
}

function buildWhatChanged() {
  const stamps = readStamp();
  for (const [name, part] of Object.entries(PARTS)) {
    const hash = inputsHash(part);
    if (isCurrent(stamps[name], hash, part)) {
      console.log(`The ${name} is built and unchanged: no build.`);
      continue;
    }
    try {
      execFileSync('npm', ['run', 'build', '--workspace', name], { cwd: ROOT, stdio: 'inherit' });
    } catch (error) {
      // The build has printed why; the stamp keeps saying what was built before.
      process.exit(error.status ?? 1);
    }
    stamps[name] = { inputs: hash, output: outputTime(part) };
    fs.mkdirSync(path.dirname(STAMP), { recursive: true });
    fs.writeFileSync(STAMP, `${JSON.stringify(stamps, null, 2)}\n`);
  }
}

const envFile = path.join(ROOT, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
buildWhatChanged();
const demo = process.argv.includes('--demo');
if (!process.argv.includes('--build-only')) {
  const entry = demo ? 'server/dist/scripts/demo.js' : PARTS.server.output;
  await import(pathToFileURL(path.join(ROOT, entry)).href);
}
