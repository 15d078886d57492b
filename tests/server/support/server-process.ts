import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { TEST_JWT_SECRET } from './test-env';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
/** Scratch files; `npm test` gives each jest pass its own folder, as passes run side by side. */
export const TMP_DIR = process.env.TEST_TMP_DIR || path.join(REPO_ROOT, 'tests', '.tmp');
const MAIN_SCRIPT = path.join(REPO_ROOT, 'server', 'dist', 'main.js');

/** Variables the server reads; none of them leaks from the developer's shell into a test server. */
export const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'PUBLIC_URL',
  'DATA_DIR',
  'EMBEDDED_DB_PORT',
  'DATABASE_URL',
  'JWT_SECRET',
  'JWT_EXPIRES_IN',
  'ADMIN_EMAILS',
  'CLIENT_DIST',
  'SHUTDOWN_GRACE_MS',
  'NODE_ENV',
  'SMTP_URL',
  'MAIL_FROM',
  'BUSINESS_EMAIL',
  'MAIL_POLL_MS',
  'MAIL_RETRY_BASE_MS',
  'MAIL_MAX_ATTEMPTS',
  'MEDIA_MAX_FILE_BYTES',
  'MEDIA_MAX_INPUT_PIXELS',
  'MEDIA_PROCESSING_CONCURRENCY',
  'REQUEST_TIMEOUT_MS',
  'SIGNUPS_PER_HOUR',
  'FEEDBACK_PER_DAY',
  'UPLOAD_IDLE_TIMEOUT_MS',
  'ENQUIRY_RETENTION_MONTHS',
  'CORS_ORIGINS',
  'TRUST_PROXY',
  'REDIS_URL',
  'DB_POOL_SIZE',
  'DB_CONNECT_TIMEOUT_MS',
  'LOG_LEVEL',
  'METRICS_ENABLED',
  'METRICS_TOKEN',
  'CACHED_READS_MAX_MB',
];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  exited: Promise<Exit>;
  /** Resolves with the output once it matches, rejects when the process exits first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<string>;
}

export interface RunningServer extends ServerProcess {
  port: number;
  baseUrl: string;
  /** SIGTERM, then the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<Exit>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Tests sign up hundreds of accounts from loopback, and some post many reviews from one account,
 * so test servers allow that many unless a test asks for the default (SIGNUPS_PER_HOUR: '').
 */
const TEST_SERVER_DEFAULTS = { SIGNUPS_PER_HOUR: '100000', FEEDBACK_PER_DAY: '100000' };

/** `node server/dist/main.js` with exactly the given server variables. */
export function spawnServer(variables: Record<string, string>): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SERVER_VARIABLES) delete env[name];
  const child = spawn(process.execPath, [MAIN_SCRIPT], {
    cwd: REPO_ROOT,
    env: { ...env, ...TEST_SERVER_DEFAULTS, ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<Exit>((resolve) => {
    child.on('exit', (code, signal) => {
      // Let the last piped output arrive before anyone reads it.
      setImmediate(() => resolve({ code, signal }));
    });
  });

  const waitForOutput = (pattern: RegExp, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return false;
        done();
        resolve(output);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`No ${pattern} within ${timeoutMs} ms. Output:\n${output}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      if (check()) return;
      listeners.add(check);
      void exited.then(({ code, signal }) => {
        if (check()) return;
        done();
        reject(new Error(`Exited (${code ?? signal}) before ${pattern}. Output:\n${output}`));
      });
    });

  return { child, output: () => output, exited, waitForOutput };
}

/** Spawns the server on a free port and waits until it says it is ready. */
export async function startServer(
  variables: Record<string, string>,
  timeoutMs = 90_000,
): Promise<RunningServer> {
  const port = await freePort();
  const server = spawnServer({ ...variables, PORT: String(port) });
  try {
    await server.waitForOutput(/Ready on http:\/\/localhost:\d+/, timeoutMs);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  const stop = async (stopTimeoutMs = 30_000) => {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
    }
    const timer = setTimeout(() => server.child.kill('SIGKILL'), stopTimeoutMs);
    const exit = await server.exited;
    clearTimeout(timer);
    return exit;
  };
  return { ...server, port, baseUrl: `http://127.0.0.1:${port}`, stop };
}

/**
 * The variables of a test server of its own on `databaseUrl` (tests that start one beside the
 * shared server, or several that act as one deployment): the same signing secret, so a token
 * issued by one is valid on all. `overrides` add or replace variables.
 */
export function ownServerVariables(
  databaseUrl: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(TMP_DIR, 'unused-data'),
    ...overrides,
  };
}
