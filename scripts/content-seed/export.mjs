// Writes server/src/db/migrations/site-content-seed.json, the first published version of the
// site's content, from today's content modules (client/src/content): every entry validated
// against its schema and split into its language-neutral data and its English texts.
// Run once, when the content moved into the database: node scripts/content-seed/export.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUT = path.join(ROOT, 'server/src/db/migrations/site-content-seed.json');
const config = {
  configFile: false,
  root: ROOT,
  resolve: { alias: { '@shared': path.join(ROOT, 'server/src/shared') } },
};

const load = async (file) => (await runnerImport(path.join(ROOT, file), config)).module;
const { TODAYS_CONTENT } = await load('scripts/content-seed/todays-content.ts');
const { schemaOf, splitDocument, validateDocument } = await load(
  'server/src/shared/content/index.ts',
);

const positions = new Map();
const entries = TODAYS_CONTENT.map(({ kind, key, document }) => {
  const schema = schemaOf(kind, key);
  const problems = schema ? validateDocument(schema, document) : { '': 'no such section' };
  if (Object.keys(problems).length) {
    throw new Error(`${kind} ${key}: ${JSON.stringify(problems, null, 2)}`);
  }
  const position = positions.get(kind) ?? 0;
  positions.set(kind, position + 1);
  return { kind, key, position, ...splitDocument(schema, document) };
});

fs.writeFileSync(
  OUTPUT,
  await prettier.format(JSON.stringify({ entries }), {
    ...(await prettier.resolveConfig(OUTPUT)),
    parser: 'json',
  }),
);
console.log(`wrote ${entries.length} entries to ${path.relative(process.cwd(), OUTPUT)}`);
