import { spawn } from 'node:child_process';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from './support/database';
import { request } from './support/http';
import { freePort, REPO_ROOT, SERVER_VARIABLES, TMP_DIR } from './support/server-process';
import { jwtSecret } from './support/test-env';

/**
 * The server as a person starts it in a shell, with a terminal for its output: util-linux
 * `script` gives it one. The shell says its pid and becomes the server (exec), so the test stops
 * the server itself with SIGTERM, as Ctrl-C would, rather than the terminal around it.
 */
async function startAtTerminal(variables: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...process.env, SHELL: '/bin/sh' };
  for (const name of SERVER_VARIABLES) delete env[name];
  const port = await freePort();
  const command = `echo "server pid $$"; exec "${process.execPath}" server/dist/main.js`;
  const terminal = spawn('script', ['-qfec', command, '/dev/null'], {
    cwd: REPO_ROOT,
    env: { ...env, ...variables, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  terminal.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    waiting.forEach((check) => check());
  });
  const exited = new Promise((resolve) => terminal.on('exit', resolve));
  const arrived = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No ${pattern} in:\n${output}`)), 60_000);
      const check = () => {
        if (!pattern.test(output)) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  await arrived(/Ready on/);
  const pid = Number(/server pid (\d+)/.exec(output)?.[1]);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    arrived,
    stop: async () => {
      process.kill(pid, 'SIGTERM');
      await exited;
    },
  };
}

let database: ScratchDatabase;
beforeAll(async () => {
  database = await createScratchDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const variables = (nodeEnv: string) => ({
  NODE_ENV: nodeEnv,
  JWT_SECRET: jwtSecret(),
  DATABASE_URL: database.url,
  DATA_DIR: path.join(TMP_DIR, 'unused-data'),
  LOG_LEVEL: 'info',
});

/** Terminal colour codes: ESC [ n m. */
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');
const GREEN = `${String.fromCharCode(27)}[32m`;

test('at a terminal, the log is lines of time, level and message, with the fields after them', async () => {
  const server = await startAtTerminal(variables('development'));
  try {
    await request('GET', '/api/feedback', { base: server.baseUrl });
    await server.arrived(/GET \/api\/feedback 200/);
  } finally {
    await server.stop();
  }
  const lines = server.output().replace(ESCAPES, '').split(/\r?\n/);

  expect(server.output()).toContain(`${GREEN}INFO`);
  expect(lines).toContainEqual(
    expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Ready on http:\/\/localhost:\d+ in /),
  );
  expect(lines).toContainEqual(
    expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}GET \/api\/feedback 200 reqId=\S+ .*ms=/),
  );
  expect(lines).toContainEqual(expect.stringMatching(/INFO {2}Stopped cleanly$/));
  expect(server.output()).not.toContain('{"level"');
}, 90_000);

test('in production the log stays JSON, even at a terminal', async () => {
  const server = await startAtTerminal(variables('production'));
  await server.stop();
  const lines = server
    .output()
    .split(/\r?\n/)
    .filter((line) => line.startsWith('{'));

  expect(lines.map((line) => JSON.parse(line) as { msg: string })).toContainEqual(
    expect.objectContaining({ level: 'info', msg: expect.stringMatching(/^Ready on /) }),
  );
}, 90_000);
