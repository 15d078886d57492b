// Starting and stopping the built server (or a helper process) for the measuring scripts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

/** The last KEPT_OUTPUT bytes a process wrote to `file`. */
function tailOf(file) {
  const fd = fs.openSync(file, 'r');
  try {
    const { size } = fs.fstatSync(fd);
    const length = Math.min(size, KEPT_OUTPUT);
    const bytes = Buffer.alloc(length);
    fs.readSync(fd, bytes, 0, length, size - length);
    return bytes.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Runs `node [...nodeArgs] script` from the repository root and waits until its output matches
 * readyPattern. The output goes to a file of its own, not through a pipe to this process: the
 * server logs a line per request, and a load generator reading them would spend its own time on
 * them, only while it measures the server (not the ceiling nor the bare handler).
 */
export function start(script, env, readyPattern, nodeArgs = []) {
  const name = `${path.basename(script, path.extname(script))}-${randomBytes(4).toString('hex')}`;
  const outputFile = path.join(os.tmpdir(), `${name}.log`);
  const output = fs.openSync(outputFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', output, output],
  });
  fs.closeSync(output);
  process.once('exit', () => fs.rmSync(outputFile, { force: true }));
  // What the process printed last, for a report of what went wrong while it ran.
  child.recentOutput = () => tailOf(outputFile);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`${script} did not start:\n${child.recentOutput()}`));
    }, 90_000);
    let ready = false;
    const poll = setInterval(() => {
      if (!readyPattern.test(child.recentOutput())) return;
      ready = true;
      clearInterval(poll);
      clearTimeout(timer);
      resolve(child);
    }, 50);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      const message = `${script} exited (${code}):\n${child.recentOutput()}`;
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
  const dataDir = path.join(tmpDir, 'data');
  const server = await start(
    'server/dist/main.js',
    {
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(appPort),
      DATA_DIR: dataDir,
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
  // The embedded database's password is made by the server's first start, in its data folder.
  const { knownEmbeddedDatabaseUrl } = await import('../../server/dist/db/embedded-password.js');
  const databaseUrl = process.env.DATABASE_URL || knownEmbeddedDatabaseUrl(dataDir, embeddedPort);
  return { server, baseUrl: `http://127.0.0.1:${appPort}`, databaseUrl };
}

/** A memory figure of /proc/<pid>/status (VmRSS, VmHWM, ...), in MB. */
export function memoryMb(pid, field) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)[1]) / 1024;
}
