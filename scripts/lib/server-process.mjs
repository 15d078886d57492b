// Starting and stopping the built server (or a helper process) for the measuring scripts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** What a failed start shows: the tail of the process's output, not all it ever printed. */
const KEPT_OUTPUT = 20_000;

/** Fails with the command to run when the production build is missing. */
export function requireBuild({ client = false } = {}) {
  const needed = ['server/dist/main.js', ...(client ? ['client/dist/index.html'] : [])];
  const missing = needed.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length > 0) {
    console.error(`${missing.join(', ')} missing: run \`npm run build\` first.`);
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node [...nodeArgs] script` from the repository root and waits until its output matches
 * readyPattern.
 */
export function start(script, env, readyPattern, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${output}`)),
      90_000,
    );
    let ready = false;
    const check = (chunk) => {
      output = (output + chunk).slice(-KEPT_OUTPUT);
      if (!ready && readyPattern.test(output)) {
        ready = true;
        clearTimeout(timer);
        // What the process printed last, for a report of what went wrong while it ran.
        child.recentOutput = () => output;
        resolve(child);
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.on('exit', (code) => {
      const message = `${script} exited (${code}):\n${output}`;
      if (ready) console.error(message);
      else reject(new Error(message));
    });
  });
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * The built server as in production (NODE_ENV=production, a fresh JWT secret), on DATABASE_URL
 * when set, else on its own embedded PostgreSQL in `tmpDir` (wiped first).
 */
export async function startProductionServer({ tmpDir, port, dbPort, env = {}, nodeArgs }) {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  const appPort = port ?? (await freePort());
  const embeddedPort = dbPort ?? (await freePort());
  const databaseUrl =
    process.env.DATABASE_URL ||
    `postgres://postgres:postgres@127.0.0.1:${embeddedPort}/lanka_tours`;
  const server = await start(
    'server/dist/main.js',
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(appPort),
      DATA_DIR: path.join(tmpDir, 'data'),
      EMBEDDED_DB_PORT: String(embeddedPort),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      // As the image runs it (Dockerfile): fewer malloc arenas, so memory freed by the password
      // hashing and image threads goes back to the system instead of staying with each thread.
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    /Ready on/,
    nodeArgs,
  );
  return { server, baseUrl: `http://127.0.0.1:${appPort}`, databaseUrl };
}

/** A memory figure of /proc/<pid>/status (VmRSS, VmHWM, ...), in MB. */
export function memoryMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024;
}
