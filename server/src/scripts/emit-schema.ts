import path from 'node:path';
import { printSchema } from 'graphql';
import { REPO_ROOT } from '../config';
import { buildAppSchema } from '../schema';
import { writeOrCheck } from './generated-file';

/** Prints the schema that the code defines; with --check, fails when schema.graphql differs. */
async function main(): Promise<void> {
  const printed = `${printSchema(await buildAppSchema())}\n`;
  writeOrCheck(path.join(REPO_ROOT, 'schema.graphql'), printed, 'npm run generate');
}

void main();
