// Fails when the committed schema.graphql, openapi.json, client hooks, .env.example or message
// catalogs differ from what the code generates, or docs/configuration.md from the declared settings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generate, loadContext } from '@graphql-codegen/cli';

/** Runs a check that prints its own finding; a failed one ends this script without a stack. */
function check(script) {
  try {
    execFileSync(process.execPath, [script, '--check'], { stdio: 'inherit' });
  } catch {
    process.exit(1);
  }
}

check('scripts/i18n-catalogs.mjs');
check('scripts/page-catalogs.mjs');
check('server/dist/scripts/emit-schema.js');
check('server/dist/scripts/emit-openapi.js');
check('server/dist/scripts/emit-env-example.js');

const context = await loadContext('codegen.yml');
const outputs = await generate(context, false);
let stale = 0;
for (const { filename, content } of outputs) {
  const file = path.resolve(filename);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== content) {
    console.error(
      `${path.relative('.', file)} is out of date: run \`npm run generate\` and commit.`,
    );
    stale += 1;
  }
  // Generated code is type-checked like the rest: nothing may switch the checker off.
  if (/@ts-nocheck|@ts-ignore/.test(content)) {
    console.error(`${path.relative('.', file)} turns type-checking off.`);
    stale += 1;
  }
}
if (stale) process.exit(1);
console.log('generated client code matches the operations and is type-checked');
