import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { REPO_ROOT } from '../config';
import { buildAppSchema } from '../schema';

/** Prints the schema that the code defines; with --check, fails when schema.graphql differs. */
async function main(): Promise<void> {
  const file = path.join(REPO_ROOT, 'schema.graphql');
  const printed = `${printSchema(await buildAppSchema())}\n`;
  if (process.argv.includes('--check')) {
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (committed !== printed) {
      console.error('schema.graphql differs from the code: run `npm run generate` and commit.');
      process.exit(1);
    }
    console.log('schema.graphql matches the code');
    return;
  }
  fs.writeFileSync(file, printed);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

void main();
