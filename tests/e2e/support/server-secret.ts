import fs from 'node:fs';
import path from 'node:path';
import { knownEmbeddedDatabaseUrl } from '../../../server/src/db/embedded-password';
import { E2E_DATA_DIR } from './data-dir';

const DATA_DIR = path.resolve(E2E_DATA_DIR);

/** The secret the e2e server signs with (it writes it into its data folder on first start). */
export const serverSecret = () => fs.readFileSync(path.join(DATA_DIR, 'jwt-secret'), 'utf8').trim();

/** The e2e server's embedded database (playwright.config.ts), whose password it keeps there too. */
export const serverDatabaseUrl = () =>
  knownEmbeddedDatabaseUrl(DATA_DIR, Number(process.env.E2E_DB_PORT ?? '5497'));
