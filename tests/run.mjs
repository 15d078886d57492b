// `npm test`: every check in order, then one totals line `N passed, N failed`.
// A static check (lint, types, drift, build) counts as one test; jest and Playwright report their own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const TMP = path.resolve('tests/.tmp');
fs.mkdirSync(TMP, { recursive: true });
const EXTERNAL_DB =
  process.env.TEST_EXTERNAL_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const results = [];

function run(command, args, env = {}) {
  const shown = [command, ...args].join(' ');
  console.log(`\n▶ ${shown}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A step that exited non-zero counts at least one failure, even if it reported none. */
function record(name, { ok, seconds }, passed, failed) {
  results.push({ name, passed, failed: ok ? failed : Math.max(failed, 1), seconds });
}

function check(name, command, args) {
  const outcome = run(command, args);
  record(name, outcome, outcome.ok ? 1 : 0, 0);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jest(name, project, env = {}) {
  const report = path.join(TMP, `jest-${name.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  const args = ['jest', '--selectProjects', project, '--json', `--outputFile=${report}`];
  const outcome = run('npx', args, env);
  const json = readJson(report);
  record(name, outcome, json?.numPassedTests ?? 0, json?.numFailedTests ?? 0);
}

function playwright() {
  const report = path.join(TMP, 'playwright.json');
  fs.rmSync(report, { force: true });
  const outcome = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  const stats = readJson(report)?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  record('e2e (Chromium)', outcome, passed, stats?.unexpected ?? 0);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const defaultPort = url.startsWith('redis') ? 6379 : 5432;
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    const answer = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(2000);
    socket.on('connect', () => answer(true));
    socket.on('error', () => answer(false));
    socket.on('timeout', () => answer(false));
  });
}

check('lint (eslint)', 'npx', ['eslint', '.']);
check('format (prettier)', 'npx', ['prettier', '--check', '.']);
check('import cycles (madge)', 'node', ['scripts/check-cycles.mjs']);
check('copy-paste (jscpd)', 'npx', ['jscpd']);
check('sources kept by git', 'node', ['scripts/check-tracked.mjs']);
check('docs and their links', 'node', ['scripts/check-docs.mjs']);
check('build', 'npm', ['run', 'build']);
check('types', 'npm', ['run', 'typecheck']);
check('generated code is current', 'node', ['scripts/check-generated.mjs']);
/** Runs a step that needs a service: a failure in CI when it is missing, a note elsewhere. */
async function withService(name, url, step) {
  if (await reachable(url)) return step();
  if (process.env.CI) {
    results.push({ name: `${name}: ${url} unreachable`, passed: 0, failed: 1, seconds: 0 });
  } else {
    console.log(`\nNothing listens at ${url}: the ${name} pass runs where it does (CI has it).`);
  }
}

jest('server (embedded PostgreSQL)', 'server', { DATABASE_URL: '' });
await withService('server (DATABASE_URL)', EXTERNAL_DB, () =>
  jest('server (DATABASE_URL)', 'server', { DATABASE_URL: EXTERNAL_DB }),
);
jest('security (GraphQL and REST)', 'security', { DATABASE_URL: '' });
await withService('operations (PostgreSQL and Redis)', EXTERNAL_DB, () =>
  withService('operations (PostgreSQL and Redis)', REDIS, () =>
    jest('operations', 'operations', { DATABASE_URL: EXTERNAL_DB, REDIS_URL: REDIS }),
  ),
);
jest('client components', 'client');
playwright();

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
