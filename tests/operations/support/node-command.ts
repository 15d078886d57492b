import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT, SERVER_VARIABLES } from '../../server/support/server-process';

export interface CommandResult {
  code: number | null;
  /** stdout and stderr interleaved, as an operator sees them. */
  output: string;
}

/**
 * Runs a built command (e.g. server/dist/scripts/backup.js) from the repository root, as
 * `npm run` does, with exactly the given server variables: none leaks from the test's shell.
 */
export function runNodeScript(
  script: string,
  args: string[],
  variables: Record<string, string>,
  timeoutMs = 60_000,
): Promise<CommandResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  const child = spawn(process.execPath, [path.join(REPO_ROOT, script), ...args], {
    cwd: REPO_ROOT,
    env: { ...env, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} ran longer than ${timeoutMs} ms. Output:\n${output}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
