import type { DataSource } from 'typeorm';
import { StartupError } from '../common/startup-error';

/**
 * A production start refuses a database that `npm run demo` filled: the demo's accounts (one a
 * confirmed tour guide) have passwords that were printed to a terminal, and its reviews and
 * enquiries are made up. Deploying onto it is a wrong DATABASE_URL or DATA_DIR, said at once.
 */
export async function refuseDemoDatabase(dataSource: DataSource): Promise<void> {
  const [{ filled }] = await dataSource.query<{ filled: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM demo_accounts) AS filled',
  );
  if (!filled) return;
  throw new StartupError(
    "This database holds the demo site of `npm run demo`: its tour guide's and traveller's passwords were printed, and its reviews and enquiries are made up. A production site does not start on it: point DATABASE_URL (or DATA_DIR) at the production database.",
  );
}
