import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../server/support/server-process';

/**
 * `npm start` on a fresh clone of the committed sources: the first start builds the server and
 * the client, the second builds nothing (what a build writes among its own inputs, such as the
 * letterheads in client/public, is not a change to build again for).
 */
const CLONE = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'));

/** The installed packages, as `npm install` leaves them, linked rather than copied. */
function linkPackages(): void {
  for (const folder of ['node_modules', 'client/node_modules', 'server/node_modules']) {
    const installed = path.join(REPO_ROOT, folder);
    if (fs.existsSync(installed)) execFileSync('cp', ['-al', installed, path.join(CLONE, folder)]);
  }
  // The build stamp lives here: the clone's must be its own, not a link to this tree's.
  fs.rmSync(path.join(CLONE, 'node_modules', '.cache'), { recursive: true, force: true });
}

/** `npm start`'s build step alone (`--build-only`), as a fresh shell runs it in the clone. */
function startBuild(): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['scripts/start.mjs', '--build-only'],
      { cwd: CLONE, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', REPO_ROOT, CLONE]);
  linkPackages();
}, 120_000);

afterAll(() => fs.rmSync(CLONE, { recursive: true, force: true }));

test('the second start of a fresh clone builds nothing', async () => {
  const first = await startBuild();
  expect(first).not.toContain('no build');

  const second = await startBuild();

  expect(second).toContain('The server is built and unchanged: no build.');
  expect(second).toContain('The client is built and unchanged: no build.');
}, 600_000);
