// `npm test`: every check, then one totals line `N passed, N failed`.
// A static check (lint, types, drift, build) counts as one test; jest and Playwright report their own.
//
// Most steps are one single-threaded process, or wait on a server for much of their time, so two
// run at once (a 2-core machine's worth), the next starting as soon as either ends; each keeps its
// output and prints it whole when it ends. Steps that share something run one after the other: the
// build before what reads it, the two passes on the external PostgreSQL apart, and the browsers on
// their own, as they fill both cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const TMP = path.resolve('tests/.tmp');
fs.mkdirSync(TMP, { recursive: true });
const EXTERNAL_DB =
  process.env.TEST_EXTERNAL_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const started = Date.now();

const results = [];

/**
 * Runs a command. Beside another step its output is kept and printed whole when it ends, under its
 * command line; a step that runs alone (`stream`) prints as it goes.
 */
function run(command, args, env = {}, { stream = false } = {}) {
  const shown = [command, ...args].join(' ');
  const begun = Date.now();
  if (stream) console.log(`\n▶ ${shown}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = (Date.now() - begun) / 1000;
      if (!stream) process.stdout.write(`\n▶ ${shown} (${seconds.toFixed(1)} s)\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok: status === 0, seconds });
    });
  });
}

/** A step that exited non-zero counts at least one failure, even if it reported none. */
function record(name, { ok, seconds }, passed, failed) {
  results.push({ name, passed, failed: ok ? failed : Math.max(failed, 1), seconds });
}

async function check(name, command, args) {
  const outcome = await run(command, args);
  record(name, outcome, outcome.ok ? 1 : 0, 0);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A jest project, with a scratch folder of its own so that passes running at once never meet. */
async function jest(name, project, env = {}, { workers } = {}) {
  const slug = name.replace(/\W+/g, '-').replace(/-$/, '');
  const report = path.join(TMP, `jest-${slug}.json`);
  fs.rmSync(report, { force: true });
  const scratch = path.join(TMP, slug);
  fs.mkdirSync(scratch, { recursive: true });
  const args = ['jest', '--selectProjects', project, '--json', `--outputFile=${report}`];
  if (workers) args.push(`--maxWorkers=${workers}`);
  const outcome = await run('npx', args, { TEST_TMP_DIR: scratch, ...env });
  const json = readJson(report);
  record(name, outcome, json?.numPassedTests ?? 0, json?.numFailedTests ?? 0);
}

async function playwright() {
  const report = path.join(TMP, 'playwright.json');
  fs.rmSync(report, { force: true });
  const outcome = await run(
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    { stream: true },
  );
  const json = readJson(report);
  const stats = json?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  record('e2e (Chromium)', outcome, passed, stats?.unexpected ?? 0);
  const flaky = flakyTitles(json?.suites ?? []);
  if (flaky.length) console.log(`\nPassed only on their second try:\n  ${flaky.join('\n  ')}`);
}

/** The journeys of a Playwright JSON report that failed once, then passed. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
      .map((spec) => `${spec.file} › ${spec.title}`),
    ...flakyTitles(suite.suites ?? []),
  ]);
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

/** Runs a step that needs services: a failure in CI when one is missing, a note elsewhere. */
async function withServices(name, urls, step) {
  for (const url of urls) {
    if (await reachable(url)) continue;
    if (process.env.CI) {
      results.push({ name: `${name}: ${url} unreachable`, passed: 0, failed: 1, seconds: 0 });
    } else {
      console.log(`\nNothing listens at ${url}: the ${name} pass runs where it does (CI has it).`);
    }
    return;
  }
  await step();
}

/**
 * One step of the run: `after` names the steps it reads the output of, `holds` what no other step
 * may use at the same time, and `alone` marks the step that fills both cores by itself.
 */
const step = (name, go, { after = [], holds = null, alone = false } = {}) => ({
  name,
  go,
  after,
  holds,
  alone,
});

/**
 * Runs the steps two at a time: whenever one ends, the first in the list that may start does, so
 * neither core waits on a long step while another could run. A step waits for the steps it comes
 * after (whether they passed or not: it then reports its own failure), for what it holds to be
 * free, and a step that runs alone for the other to end.
 */
function schedule(steps, slots = 2) {
  const ended = new Set();
  const running = new Set();
  const waiting = [...steps];
  return new Promise((resolve) => {
    const startWhatMay = () => {
      if (!waiting.length && !running.size) resolve();
      for (const next of [...waiting]) {
        if (running.size >= slots || [...running].some((other) => other.alone)) return;
        const mayStart =
          next.after.every((name) => ended.has(name)) &&
          !(next.alone && running.size) &&
          !(next.holds && [...running].some((other) => other.holds === next.holds));
        if (!mayStart) continue;
        waiting.splice(waiting.indexOf(next), 1);
        running.add(next);
        next.go().finally(() => {
          running.delete(next);
          ended.add(next.name);
          startWhatMay();
        });
      }
    };
    startWhatMay();
  });
}

// The server tests run once, on the external PostgreSQL (the version a deployment brings) where
// one answers; the security pass and the journeys run on the embedded one, which `npm start` uses.
const externalDb = await reachable(EXTERNAL_DB);
if (!externalDb && process.env.CI) {
  results.push({ name: `server: ${EXTERNAL_DB} unreachable`, passed: 0, failed: 1, seconds: 0 });
}
const EXTERNAL_POSTGRES = 'the external PostgreSQL';
const checkGenerated = () =>
  check('generated code is current', 'node', ['scripts/check-generated.mjs']);

// In order of their place on the longest chain: the build, then the two passes on the external
// PostgreSQL one after the other; the rest, which reads no build or only once it is done, fills
// the other core meanwhile. The journeys come last, alone.
await schedule([
  step('build', () => check('build', 'npm', ['run', 'build'])),
  step(
    'server',
    () =>
      jest(`server (${externalDb ? 'DATABASE_URL' : 'embedded PostgreSQL'})`, 'server', {
        DATABASE_URL: externalDb ? EXTERNAL_DB : '',
      }),
    { after: ['build'], holds: externalDb ? EXTERNAL_POSTGRES : null },
  ),
  step(
    'operations',
    () =>
      withServices('operations (PostgreSQL and Redis)', [EXTERNAL_DB, REDIS], () =>
        jest('operations', 'operations', { DATABASE_URL: EXTERNAL_DB, REDIS_URL: REDIS }),
      ),
    { after: ['build'], holds: EXTERNAL_POSTGRES },
  ),
  step('lint', () => check('lint (eslint)', 'npx', ['eslint', '.'])),
  step('security', () => jest('security (GraphQL and REST)', 'security', { DATABASE_URL: '' }), {
    after: ['build'],
  }),
  // The build has type-checked the shared package and the server; these read the sources only.
  step('types', () =>
    check('types', 'sh', ['-c', 'npx tsc -p client --noEmit && npx tsc -p tests --noEmit']),
  ),
  // A browser document each, no server and no build.
  step('client', () => jest('client components', 'client', {}, { workers: 1 })),
  step('format', () => check('format (prettier)', 'npx', ['prettier', '--check', '.'])),
  step('generated', checkGenerated, { after: ['build'] }),
  step('cycles', () => check('import cycles (madge)', 'node', ['scripts/check-cycles.mjs'])),
  step('copy-paste', () => check('copy-paste (jscpd)', 'npx', ['jscpd'])),
  step('tracked', () => check('sources kept by git', 'node', ['scripts/check-tracked.mjs'])),
  step('docs', () => check('docs and their links', 'node', ['scripts/check-docs.mjs'])),
  step('e2e', playwright, { after: ['build'], alone: true }),
]);

console.log('\nSummary');
for (const r of results) {
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)`,
  );
}
console.log(`  whole run: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
