// The message catalogs (docs/languages.md): extracts the messages marked in the code into each
// language's PO file, then compiles each into its own module beside it, and names the catalogs
// each page needs (scripts/page-catalogs.mjs). With --check it changes
// nothing, and fails when a catalog or a compiled module is not what the code gives, or when a
// language lacks a translation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CATALOGS = ['shared/src/locales', 'server/src/locales', 'client/src/locales'];
const LINGUI = path.resolve('node_modules/.bin/lingui');
const checking = process.argv.includes('--check');

function lingui(...args) {
  execFileSync(LINGUI, args, { stdio: checking ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
}

/** Every file under the catalogs' folder, by path, with its contents. */
function snapshot() {
  const files = new Map();
  for (const folder of CATALOGS) {
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(file, fs.readFileSync(file, 'utf8'));
    }
  }
  return files;
}

if (!checking) {
  lingui('extract', '--clean');
  lingui('compile');
  execFileSync(process.execPath, ['scripts/page-catalogs.mjs'], { stdio: 'inherit' });
  process.exit(0);
}

const committed = snapshot();
let problem;
try {
  lingui('extract', '--clean');
  lingui('compile', '--strict');
  const generated = snapshot();
  const stale = [...new Set([...committed.keys(), ...generated.keys()])].filter(
    (file) => committed.get(file) !== generated.get(file),
  );
  if (stale.length) problem = `${stale.join(', ')} out of date: run \`npm run i18n\` and commit.`;
} catch {
  problem = 'a language lacks translations (above): translate them in its messages.po.';
} finally {
  for (const file of snapshot().keys()) if (!committed.has(file)) fs.rmSync(file);
  for (const [file, text] of committed) fs.writeFileSync(file, text);
}
if (problem) {
  console.error(`Message catalogs: ${problem}`);
  process.exit(1);
}
console.log('message catalogs match the code, every language translated');
