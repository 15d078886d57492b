import path from 'node:path';

/**
 * The e2e server's data folder (playwright.config.ts): `E2E_DATA_DIR`, for a second checkout's run
 * on the same machine, else tests/.tmp/e2e-data.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'tests/.tmp/e2e-data';

/** A folder beside the server's data folder: a second instance's, Playwright's report files. */
export const besideTheData = (name: string) => path.join(path.dirname(E2E_DATA_DIR), name);
