import fs from 'node:fs';
import path from 'node:path';

/** The secret the e2e server signs with (it writes it into its data folder on first start). */
export const serverSecret = () =>
  fs.readFileSync(path.resolve('tests/.tmp/e2e-data/jwt-secret'), 'utf8').trim();
