// `npm run bench` (scripts/bench.mjs): throughput and p99 latency of the feedback list over GraphQL and REST against
// node:http answering the same JSON from a prepared Buffer (the ceiling) and a bare node:http + pg
// handler serving it; of a tour's availability over 92 days among 50 guides, against the cached
// feedback read; of a rendered page served from the cached
// pages against a built file of similar size served by the same server; the time to process a
// 24-megapixel JPEG; the server's peak RSS during 10 concurrent 10 MB uploads. Build first
// (`npm run build`).
// Everything runs on this machine, on loopback, for a bounded time.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  freePort,
  memoryMb,
  requireBuild,
  ROOT,
  start,
  startProductionServer,
  stop,
} from './lib/server-process.mjs';

requireBuild();
const require = createRequire(import.meta.url);
const pg = require('pg');
const sharp = require('sharp');
const { processImage } = require('../server/dist/modules/media/image-processor.js');

const TMP = path.join(ROOT, 'tests', '.tmp', 'bench');
const CONNECTIONS = 10;
const WARM_UP_MS = 1000;
const MEASURE_MS = 3000;
/** The targets take turns, so a burst of load from elsewhere hits all of them alike. */
const ROUNDS = 3;
const FEEDBACKS = 100;
const GUIDES = 50;
/** A tour of three days, whose availability the bench reads over AVAILABILITY_DAYS. */
const TOUR = 'highlights-3';
const AVAILABILITY_DAYS = 92;
const IMAGES_EACH = 5;
const UPLOAD_BYTES = 10 * 1024 * 1024;
/** A page that reads the database (the albums), cached once rendered. */
const PAGE = '/showcase';
/** What a browser asks for: the page, the file, the lists and the ceiling go out compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };
const CLIENT_DIST = path.join(ROOT, 'client', 'dist');
const REPORT = path.join(TMP, 'bench.json');

/** The built file (no page, no compressed copy) closest in size to `bytes`, as a URL path. */
function builtFileLike(bytes) {
  const files = fs
    .readdirSync(CLIENT_DIST, { recursive: true })
    .filter((file) => !/(^|\/)\.|\.(br|gz|map|html)$/.test(file))
    .map((file) => ({ file, stats: fs.statSync(path.join(CLIENT_DIST, file)) }))
    // A folder has a size too (its entries'), which can be the closest.
    .filter(({ stats }) => stats.isFile() && stats.size > 0)
    .map(({ file, stats }) => ({ file, size: stats.size }));
  const { file, size } = files.reduce((best, next) =>
    Math.abs(next.size - bytes) < Math.abs(best.size - bytes) ? next : best,
  );
  return { url: `/${file.split(path.sep).join('/')}`, size };
}

/** A new account: its token and its user. */
async function register(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Reviewer',
      email: `bench-${randomUUID()}@example.com`,
      password: 'bench-123',
      country: 'India',
    }),
  });
  return response.json();
}

async function seed(databaseUrl, baseUrl) {
  const { user } = await register(baseUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('BEGIN');
  for (let i = 0; i < FEEDBACKS; i += 1) {
    const feedbackId = randomUUID();
    await db.query(
      `INSERT INTO feedback (id, user_id, full_name, rating, comment, location, created_at)
       VALUES ($1, $2, $3, $4, $5, 'Kandy', now() - $6 * interval '1 minute')`,
      [
        feedbackId,
        user._id,
        `Reviewer ${i}`,
        (i % 5) + 1,
        `Guided tour number ${i} was wonderful.`,
        i,
      ],
    );
    for (let position = 0; position < IMAGES_EACH; position += 1) {
      const mediaId = randomUUID();
      await db.query(
        `INSERT INTO media (id, content_hash, mime, width, height, variant_widths)
         VALUES ($1, $2, 'image/jpeg', 1600, 1200, '{320,640,1280,1600}')`,
        [mediaId, randomBytes(32).toString('hex')],
      );
      await db.query('INSERT INTO feedback_images VALUES ($1, $2, $3)', [
        feedbackId,
        mediaId,
        position,
      ]);
    }
  }
  await seedGuides(db);
  await db.query('COMMIT');
  await db.end();
}

/** The first day of the availability read: a month from now. */
const firstDay = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** GUIDES guides, each with three spans of days off of one to five days in the span read. */
async function seedGuides(db) {
  for (let i = 0; i < GUIDES; i += 1) {
    const [{ id }] = (
      await db.query(`INSERT INTO guides (name, languages) VALUES ($1, '{en}') RETURNING id`, [
        `Bench Guide ${i}`,
      ])
    ).rows;
    for (let span = 0; span < 3; span += 1) {
      const start = span * 30 + ((i * 7) % 25);
      await db.query(
        `INSERT INTO guide_busy_days (guide_id, days, reason)
         VALUES ($1, daterange($2::date + $3::int, $2::date + $3::int + $4::int), 'day-off')`,
        [id, firstDay(), start, 1 + (i % 5)],
      );
    }
  }
}

/** Closed loop: CONNECTIONS clients, each sending its next request when the last one answered. */
async function load(url, { method = 'GET', body, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const once = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(url, { method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url} answered ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  const run = async (until, latencies) => {
    while (performance.now() < until) latencies.push(await once());
  };
  const warmUpEnd = performance.now() + WARM_UP_MS;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warmUpEnd, [])));
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, () => run(started + MEASURE_MS, latencies)),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
  };
}

async function photo24mp() {
  const width = 6000;
  const height = 4000;
  const noise = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  for (const quality of [85, 75, 65, 55, 45]) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD_BYTES) return jpeg;
  }
  throw new Error('Could not make a 24 MP JPEG under 10 MB');
}

async function processingTime(jpeg) {
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await processImage(jpeg, { allowedTypes: ['image/jpeg'], maxInputPixels: 50_000_000 });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1];
}

/** 10 MB uploads: the photo padded with comment segments up to exactly 10 MB. */
function padTo(jpeg, total) {
  const segments = [];
  let missing = total - jpeg.length;
  while (missing > 0) {
    let size = Math.min(missing, 65537);
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.set([0xff, 0xfe], 0);
    segment.writeUInt16BE(size - 2, 2);
    segments.push(segment);
    missing -= size;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Ten visitors at once, one upload each (an account has at most two uploads in flight). */
async function uploads(baseUrl, jpeg) {
  const upload = padTo(jpeg, UPLOAD_BYTES);
  const tokens = [];
  for (let i = 0; i < 10; i += 1) tokens.push((await register(baseUrl)).token);
  const results = await Promise.all(
    tokens.map(async (token, i) => {
      const form = new FormData();
      form.append('fullName', 'Bench Reviewer');
      form.append('rating', '5');
      form.append('comment', `Upload number ${i} of the benchmark.`);
      form.append('images', new Blob([upload], { type: 'image/jpeg' }), `photo-${i}.jpg`);
      const response = await fetch(`${baseUrl}/api/feedback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return response.status;
    }),
  );
  if (results.some((status) => status !== 201)) throw new Error(`Uploads answered ${results}`);
}

/** The same information as the REST JSON, so both transports are measured on the same work. */
const FEEDBACK_QUERY = JSON.stringify({
  query: `{ feedbacks { id userId fullName email rating comment location createdAt updatedAt
    images { url } } }`,
});
/** What the home page asks for (every variant, for srcset), shown for reference. */
const CLIENT_QUERY = JSON.stringify({
  query: `{ feedbacks { id userId fullName email rating comment location createdAt
    images { id url srcset width height } } feedbackSummary { average count } }`,
});

/** What each target is measured against, and the ratio it should reach. */
const TARGETS = {
  ceiling: { name: 'prepared Buffer (ceiling)' },
  bare: { name: 'bare node:http + pg', of: 'ceiling' },
  rest: { name: 'GET /api/feedback', of: 'ceiling', goal: 0.35 },
  availability: { name: `a tour's ${AVAILABILITY_DAYS} days, ${GUIDES} guides`, of: 'rest' },
  graphql: { name: 'GraphQL feedbacks', of: 'ceiling' },
  clientQuery: { name: "GraphQL, the home page's query", of: 'ceiling', goal: 0.35 },
  page: { name: `GET ${PAGE} (cached page)`, of: 'file', goal: 0.5 },
  file: { name: 'a built file of similar size' },
};

/** The availability read: AVAILABILITY_DAYS from the first day, for a party of two. */
function availabilityPath() {
  const to = new Date(Date.parse(`${firstDay()}T00:00:00Z`) + (AVAILABILITY_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return `/api/tours/${TOUR}/availability?from=${firstDay()}&to=${to}&travellers=2`;
}

/** Its p99 latency, at most this many milliseconds. */
const AVAILABILITY_P99_GOAL_MS = 50;

/** One row per target: its best round and its ratio to what it is measured against. */
function throughputRatios(best) {
  return Object.entries(TARGETS).map(([target, { name, of, goal }]) => ({
    target,
    name,
    rps: best[target].rps,
    p99: best[target].p99,
    ...(of && { of, ratio: best[target].rps / best[of].rps }),
    ...(goal !== undefined && { goal }),
  }));
}

async function main() {
  // Eleven sign-ups from this one address (the reviewer and the uploaders): over the default limit.
  const { server, baseUrl, databaseUrl } = await startProductionServer({
    tmpDir: TMP,
    env: { SIGNUPS_PER_HOUR: '100' },
  });
  const [barePort, ceilingPort] = [await freePort(), await freePort()];
  let bare;
  let ceiling;
  try {
    await seed(databaseUrl, baseUrl);
    bare = await start(
      'scripts/bench-bare-handler.mjs',
      { DATABASE_URL: databaseUrl, PORT: String(barePort) },
      /listening/,
    );
    ceiling = await start(
      'scripts/bench-ceiling.mjs',
      { SOURCE_URL: `${baseUrl}/api/feedback`, PORT: String(ceilingPort) },
      /listening/,
    );

    const loadGraphQL = (body) =>
      load(`${baseUrl}/graphql`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...BROWSER_HEADERS },
      });
    const pageBytes = (await (await fetch(`${baseUrl}${PAGE}`)).arrayBuffer()).byteLength;
    const file = builtFileLike(pageBytes);
    const targets = {
      page: () => load(`${baseUrl}${PAGE}`, { headers: BROWSER_HEADERS }),
      file: () => load(`${baseUrl}${file.url}`, { headers: BROWSER_HEADERS }),
      ceiling: () =>
        load(`http://127.0.0.1:${ceilingPort}/api/feedback`, { headers: BROWSER_HEADERS }),
      bare: () => load(`http://127.0.0.1:${barePort}/api/feedback`),
      rest: () => load(`${baseUrl}/api/feedback`, { headers: BROWSER_HEADERS }),
      availability: () => load(`${baseUrl}${availabilityPath()}`, { headers: BROWSER_HEADERS }),
      graphql: () => loadGraphQL(FEEDBACK_QUERY),
      clientQuery: () => loadGraphQL(CLIENT_QUERY),
    };
    const best = {};
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, run] of Object.entries(targets)) {
        const result = await run();
        if (!best[name] || result.rps > best[name].rps) best[name] = result;
      }
    }
    const jpeg = await photo24mp();
    const processMs = await processingTime(jpeg);
    const rssBefore = memoryMb(server.pid, 'VmHWM');
    await uploads(baseUrl, jpeg);
    const rssPeak = memoryMb(server.pid, 'VmHWM');

    const verdict = (ok) => (ok ? 'met' : 'MISSED');
    const ratios = throughputRatios(best);
    console.log(
      `\n${FEEDBACKS} reviews × ${IMAGES_EACH} images; ${CONNECTIONS} connections; best of ${ROUNDS} interleaved ${MEASURE_MS / 1000} s rounds; all but the bare handler compressed (br) as a browser asks`,
    );
    console.log(
      `  ${'target'.padEnd(34)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}  of           goal`,
    );
    for (const { name, rps, p99, ratio, of, goal } of ratios) {
      const goalText = goal === undefined ? '' : `≥ ${goal}: ${verdict(ratio >= goal)}`;
      console.log(
        `  ${name.padEnd(34)} ${rps.toFixed(0).padStart(7)} ${p99.toFixed(1).padStart(7)} ${ratio === undefined ? '' : ratio.toFixed(2).padStart(6)}  ${(of ?? '').padEnd(12)} ${goalText}`.trimEnd(),
      );
    }
    console.log(
      `  (the page is ${(pageBytes / 1024).toFixed(0)} kB; the file ${file.url}, ${(file.size / 1024).toFixed(0)} kB)`,
    );
    const { p99: availabilityP99 } = best.availability;
    console.log(
      `Availability p99: ${availabilityP99.toFixed(1)} ms, ${(availabilityP99 / best.rest.p99).toFixed(2)}× the cached feedback read's (goal ≤ ${AVAILABILITY_P99_GOAL_MS} ms: ${verdict(availabilityP99 <= AVAILABILITY_P99_GOAL_MS)})`,
    );
    console.log(
      `\n24 MP JPEG (${(jpeg.length / 1e6).toFixed(1)} MB) → 4 WebP variants: ${processMs.toFixed(0)} ms (median of 3; goal ≤ 1500 ms: ${verdict(processMs <= 1500)})`,
    );
    console.log(
      `Server peak RSS: ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB after 10 concurrent 10 MB uploads (goal ≤ 400 MB: ${verdict(rssPeak <= 400)})`,
    );
    const report = { throughput: ratios, processMs, rssBeforeMb: rssBefore, rssPeakMb: rssPeak };
    fs.writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nWritten to ${path.relative(ROOT, REPORT)}`);
  } finally {
    if (bare) await stop(bare);
    if (ceiling) await stop(ceiling);
    await stop(server);
  }
}

await main();
