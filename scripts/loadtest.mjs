// `node scripts/loadtest.mjs [--seconds 60 --rate 200 --warm-up 5 --port P]`: mixed traffic at a
// constant arrival rate against the production build, then latency, errors, CPU and memory.
// LOADTEST_SECONDS sets the default of --seconds. Diagnosis: --only page,login (some categories),
// --by-category (each category alone, with its CPU cost a request), --cpu-prof (the server's
// profile, from start to stop, summarised by package and function).
//
// Open loop: request n is launched at start + n / rate whether or not earlier ones have answered,
// and its latency counts from that scheduled moment, so a slow server cannot hide its queue by
// slowing the client down (no coordinated omission). Each request comes from one of VISITORS
// simulated visitors (X-Forwarded-For; the server trusts proxies on loopback), so per-address
// limits see what they would see with real visitors.
//
// The mix, in requests per second at the default 200 (scaled with --rate):
//   reads (96.5 %)
//     page          56  prerendered pages: /, /gallery (the destinations), /services, /showcase...
//     album-page    12  /showcase/album/:id (the album's meta written into the shell)
//     media         24  /media/... variants of the seeded reviews' photos
//     gql-feedback  32  the home page's FeedbackList query (reviews, photos, summary)
//     rest-feedback 20  GET /api/feedback
//     gql-albums 10, gql-album 12, rest-albums 6, rest-album 6: the showcase's list and albums
//     account       13  signed-in reads: GraphQL me + myBookings, or GET /api/auth/me
//     inbox          2  the tour guides' booking inbox (GET /api/bookings as the admin)
//   writes (3.5 %)
//     login          3  correct passwords, GraphQL and REST in turn (argon2 verification)
//     booking        3  guide requests (each stored with its two queued emails), each with a
//                       form ticket (GET /api/bookings/form-ticket) fetched before the run
//     upload         1  one small JPEG: a review over REST, a review over GraphQL, an album photo
//
// Seeded first: ACCOUNTS visitors, a tour guide (ADMIN_EMAILS, confirmed through the link the
// server emails, read from its outbox), albums with photos, reviews with photos. The server is `node server/dist/main.js` with NODE_ENV=production (run `npm run build`
// first) on DATABASE_URL or its own embedded PostgreSQL under tests/.tmp/loadtest; or, with
// LOADTEST_URL, a running server (LOADTEST_ADMIN_EMAIL and LOADTEST_ADMIN_PASSWORD: a confirmed
// tour guide's account of it; LOADTEST_PID: its process, for CPU and memory). Seeding adds data to it.
//
// Goals, exit status 1 when one is missed: no 5xx (nor a request left without an answer), p99 of
// reads ≤ 50 ms, server RSS growth from the end of the warm-up to the end ≤ 10 %. The load
// generator shares the machine with the server: figures from a busy machine are pessimistic.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import {
  memoryMb,
  requireBuild,
  ROOT,
  startProductionServer,
  stop,
} from './lib/server-process.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.LOADTEST_SECONDS ?? '60' },
    rate: { type: 'string', default: '200' },
    'warm-up': { type: 'string', default: '5' },
    port: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    only: { type: 'string' },
    'by-category': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const RATE = Number(options.rate);
const WARM_UP_SECONDS = Number(options['warm-up']);
const TARGET = process.env.LOADTEST_URL;
if (!TARGET) requireBuild({ client: true });

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const { Client } = require('pg');

const TMP = path.join(ROOT, 'tests', '.tmp', 'loadtest');
const VISITORS = 5000;
const ACCOUNTS = 8;
const PASSWORD = 'loadtest-123';
const ADMIN_EMAIL = 'loadtest-admin@example.com';
const SEEDED_REVIEWS = 20;
const REQUEST_TIMEOUT_MS = 30_000;
const GOALS = { readP99Ms: 50, rssGrowthPct: 10 };
const PAGES = ['/', '/gallery', '/services', '/showcase', '/about', '/contact'];
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };

// Operations as the client sends them (client/src/features/*/*.graphql).
const IMAGE = 'id url srcset width height';
const FEEDBACK_CARD = `id userId fullName email rating comment location createdAt images { ${IMAGE} }`;
const ALBUM_PHOTO = `id caption image { ${IMAGE} }`;
const ALBUM_CARD = `id title location date description imageCount coverImage { ${ALBUM_PHOTO} }`;
const QUERIES = {
  feedbackList: `query FeedbackList { feedbacks { ${FEEDBACK_CARD} } feedbackSummary { average count } }`,
  albumList: `query AlbumList { albums { ${ALBUM_CARD} } }`,
  album: `query Album($id: ID!) { album(id: $id) { ${ALBUM_CARD} images { ${ALBUM_PHOTO} } } }`,
  account: 'query Account { me { id name email country } myBookings { id reference status } }',
  login: 'mutation Login($input: LoginInput!) { login(input: $input) { token user { id } } }',
  createFeedback: `mutation CreateFeedback($input: FeedbackInput!, $images: [Upload!]) {
    createFeedback(input: $input, images: $images) { ${FEEDBACK_CARD} } }`,
};

/** Deterministic, so two runs send the same sequence. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const rand = random(20_261_124);
const pick = (list) => list[Math.floor(rand() * list.length)];
const visitorIp = () => {
  const n = Math.floor(rand() * VISITORS) + 1;
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
};

/** A small photo made unique by a comment segment, so no upload is a duplicate of another. */
function uniqueJpeg(base) {
  const comment = Buffer.from(`loadtest ${randomUUID()}`);
  const segment = Buffer.alloc(4 + comment.length);
  segment.set([0xff, 0xfe], 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  comment.copy(segment, 4);
  return Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]);
}

function smallJpeg() {
  return sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .blur(2)
    .jpeg({ quality: 80 })
    .toBuffer();
}

const photoBlob = (jpeg) => new Blob([uniqueJpeg(jpeg)], { type: 'image/jpeg' });

function feedbackForm(jpeg, photos, i) {
  const form = new FormData();
  form.append('fullName', `Visitor ${i}`);
  form.append('rating', String((i % 5) + 1));
  form.append('comment', `Our guide made tour ${i} a delight.`);
  form.append('location', 'Kandy');
  for (let n = 0; n < photos; n += 1) form.append('images', photoBlob(jpeg), `photo-${n}.jpg`);
  return form;
}

/** The GraphQL multipart request (graphql-multipart-request-spec) of a review with one photo. */
function graphqlFeedbackForm(jpeg, i) {
  const form = new FormData();
  const input = { fullName: `Visitor ${i}`, rating: (i % 5) + 1, comment: `Tour ${i} was grand.` };
  form.append(
    'operations',
    JSON.stringify({ query: QUERIES.createFeedback, variables: { input, images: [null] } }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.images.0'] }));
  form.append('0', photoBlob(jpeg), 'photo.jpg');
  return form;
}

function albumForm(jpeg, photos) {
  const form = new FormData();
  for (let n = 0; n < photos; n += 1) form.append('images', photoBlob(jpeg), `album-${n}.jpg`);
  form.append('captions', JSON.stringify(Array.from({ length: photos }, (_, n) => `View ${n}`)));
  return form;
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const graphql = (query, variables, token) => {
  const init = json({ query, variables });
  if (token) Object.assign(init.headers, bearer(token));
  return init;
};

/** Seeding calls: any answer but the expected one stops the run. */
async function call(baseUrl, route, init = {}) {
  const response = await fetch(`${baseUrl}${route}`, init);
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`${route} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

async function account(baseUrl, email, password) {
  const login = await fetch(`${baseUrl}/api/auth/login`, json({ email, password }));
  if (login.ok) return (await login.json()).token;
  const name = email.split('@')[0];
  const body = { name, email, password, country: 'India' };
  return (await call(baseUrl, '/api/auth/register', json(body))).token;
}

/**
 * The guide follows the link the server emailed (a production server without SMTP keeps it in
 * its outbox); a guide confirmed by an earlier run has nothing waiting.
 */
async function confirmGuide(baseUrl, databaseUrl, email) {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT text FROM outbox WHERE lower(to_address) = lower($1) AND kind = 'guide-access'
         ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const link = /\/guide-access\/[\w-]+/.exec(rows[0]?.text ?? '')?.[0];
    if (link) await fetch(`${baseUrl}${link}`, { redirect: 'manual' });
  } finally {
    await db.end();
  }
}

async function seed(baseUrl, jpeg, admin, databaseUrl) {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `loadtest-${run}-${i}@example.com`);
  const tokens = [];
  for (const email of emails) tokens.push(await account(baseUrl, email, PASSWORD));
  const adminToken = await account(baseUrl, admin.email, admin.password);
  if (databaseUrl) await confirmGuide(baseUrl, databaseUrl, admin.email);

  const albumIds = [];
  for (const [title, photos] of [
    ['Cultural Triangle in five days', 12],
    ['Hill country by train', 6],
    ['Visitors’ photos', 2],
  ]) {
    const values = { title, location: 'Sri Lanka', date: '2026-03-14', description: title };
    const headers = { ...json(values).headers, ...bearer(adminToken) };
    const { album } = await call(baseUrl, '/api/tour-albums', { ...json(values), headers });
    await call(baseUrl, `/api/tour-albums/${album._id}/images`, {
      method: 'POST',
      headers: bearer(adminToken),
      body: albumForm(jpeg, Math.min(photos, 10)),
    });
    if (photos > 10) {
      await call(baseUrl, `/api/tour-albums/${album._id}/images`, {
        method: 'POST',
        headers: bearer(adminToken),
        body: albumForm(jpeg, photos - 10),
      });
    }
    albumIds.push(album._id);
  }
  for (let i = 0; i < SEEDED_REVIEWS; i += 1) {
    await call(baseUrl, '/api/feedback', {
      method: 'POST',
      headers: bearer(tokens[i % tokens.length]),
      body: feedbackForm(jpeg, i % 4, i),
    });
  }
  const { data } = await call(baseUrl, '/graphql', graphql(QUERIES.feedbackList));
  const mediaPaths = data.feedbacks.flatMap((review) =>
    review.images.flatMap((image) =>
      image.srcset.split(',').map((entry) => new URL(entry.trim().split(' ')[0], baseUrl).pathname),
    ),
  );
  // The last album takes the uploads during the run, so the read albums stay the same size.
  return {
    emails,
    tokens,
    adminToken,
    albumIds: albumIds.slice(0, 2),
    uploadAlbum: albumIds[2],
    mediaPaths,
  };
}

/** Each category: its share at the default rate, and the request it sends (path and init). */
function trafficMix(seeded, jpeg) {
  let uploads = 0;
  let logins = 0;
  const formTickets = [];
  const later = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const html = () => ({ headers: { ...BROWSER } });
  return [
    { name: 'page', kind: 'read', weight: 56, request: () => [pick(PAGES), html()] },
    {
      name: 'album-page',
      kind: 'read',
      weight: 12,
      request: () => [`/showcase/album/${pick(seeded.albumIds)}`, html()],
    },
    { name: 'media', kind: 'read', weight: 24, request: () => [pick(seeded.mediaPaths), {}] },
    {
      name: 'gql-feedback',
      kind: 'read',
      weight: 32,
      request: () => ['/graphql', graphql(QUERIES.feedbackList)],
    },
    { name: 'rest-feedback', kind: 'read', weight: 20, request: () => ['/api/feedback', {}] },
    {
      name: 'gql-albums',
      kind: 'read',
      weight: 10,
      request: () => ['/graphql', graphql(QUERIES.albumList)],
    },
    {
      name: 'gql-album',
      kind: 'read',
      weight: 12,
      request: () => ['/graphql', graphql(QUERIES.album, { id: pick(seeded.albumIds) })],
    },
    { name: 'rest-albums', kind: 'read', weight: 6, request: () => ['/api/tour-albums', {}] },
    {
      name: 'rest-album',
      kind: 'read',
      weight: 6,
      request: () => [`/api/tour-albums/${pick(seeded.albumIds)}`, {}],
    },
    {
      name: 'account',
      kind: 'read',
      weight: 13,
      request: () => {
        const token = pick(seeded.tokens);
        return rand() < 0.5
          ? ['/graphql', graphql(QUERIES.account, {}, token)]
          : ['/api/auth/me', { headers: bearer(token) }];
      },
    },
    {
      name: 'inbox',
      kind: 'read',
      weight: 2,
      request: () => ['/api/bookings?limit=50', { headers: bearer(seeded.adminToken) }],
    },
    {
      name: 'login',
      kind: 'write',
      weight: 3,
      request: () => {
        logins += 1;
        const input = { email: pick(seeded.emails), password: PASSWORD };
        return logins % 2
          ? ['/graphql', graphql(QUERIES.login, { input })]
          : ['/api/auth/login', json(input)];
      },
    },
    {
      name: 'booking',
      kind: 'write',
      weight: 3,
      formTickets,
      request: () => {
        const init = json({
          name: 'Amaya Perera',
          email: `guest-${randomUUID()}@example.com`,
          phone: '+94 77 123 4567',
          tourDate: later,
          groupSize: '3-5',
          duration: '4-7 days',
          destination: 'Sigiriya Rock Fortress',
          message: 'Two adults and a child, interested in the cultural triangle.',
          formTicket: formTickets.pop(),
        });
        init.headers['idempotency-key'] = randomUUID();
        return ['/api/bookings', init];
      },
    },
    {
      name: 'upload',
      kind: 'write',
      weight: 1,
      request: () => {
        uploads += 1;
        const headers = bearer(pick(seeded.tokens));
        if (uploads % 3 === 1) {
          return [
            '/api/feedback',
            { method: 'POST', headers, body: feedbackForm(jpeg, 1, uploads) },
          ];
        }
        if (uploads % 3 === 2) {
          const body = graphqlFeedbackForm(jpeg, uploads);
          return [
            '/graphql',
            { method: 'POST', headers: { ...headers, 'apollo-require-preflight': 'true' }, body },
          ];
        }
        return [
          `/api/tour-albums/${seeded.uploadAlbum}/images`,
          { method: 'POST', headers: bearer(seeded.adminToken), body: albumForm(jpeg, 1) },
        ];
      },
    },
  ];
}

/** A weighted order of categories, shuffled, cycled through: each gets its share exactly. */
function schedule(mix) {
  const order = mix.flatMap((category) => Array(category.weight).fill(category));
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  let next = 0;
  return () => order[next++ % order.length];
}

/** The fields of /proc/<pid>/stat after the command name (so field 3 of stat(5) is [0]). */
function statFields(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return null; // the process has just ended
  }
}

/**
 * CPU seconds used (user + system, stat(5) fields 14 and 15, 100 ticks a second) by the process,
 * and by its descendants: the embedded PostgreSQL's server processes.
 */
function cpuSeconds(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const parent = statFields(entry)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const ticks = (id) => {
    const fields = statFields(id);
    return fields ? Number(fields[11]) + Number(fields[12]) : 0;
  };
  let descendants = 0;
  const queue = [...(children.get(String(pid)) ?? [])];
  while (queue.length > 0) {
    const id = queue.pop();
    descendants += ticks(id);
    queue.push(...(children.get(id) ?? []));
  }
  return { own: ticks(pid) / 100, descendants: descendants / 100 };
}

/** One request; its latency runs from its scheduled moment to the last byte of the answer. */
async function send(baseUrl, category, scheduledAt, results) {
  const [route, init] = category.request();
  const headers = { ...init.headers, 'x-forwarded-for': visitorIp() };
  let status;
  let body = '';
  try {
    const response = await fetch(`${baseUrl}${route}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    body = await response.text();
    status = response.status;
    // GraphQL answers 200 with a failed field in `errors`: a server-side failure counts as a 5xx.
    if (status === 200 && route === '/graphql' && body.includes('"errors"')) {
      status = /"code":"(INTERNAL_SERVER_ERROR|SERVICE_UNAVAILABLE)"/.test(body)
        ? 'graphql-5xx'
        : 'graphql-error';
    }
  } catch (error) {
    status = error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? 'no-answer');
    body = String(error.cause ?? error);
  }
  const sample = { category, status, ms: performance.now() - scheduledAt };
  // The answer is kept only when it is an error, to show an example of each.
  if (!succeeded(status)) sample.body = body.slice(0, 300);
  results?.push(sample);
}

/** Launches rate × seconds requests on schedule and waits for every answer. */
async function drive(baseUrl, next, seconds, rate, results) {
  const total = Math.round(seconds * rate);
  const interval = 1000 / rate;
  const started = performance.now();
  const pending = new Set();
  let launched = 0;
  let worstLagMs = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (launched < total && started + launched * interval <= now) {
        const scheduledAt = started + launched * interval;
        worstLagMs = Math.max(worstLagMs, now - scheduledAt);
        launched += 1;
        const request = send(baseUrl, next(), scheduledAt, results);
        pending.add(request);
        request.finally(() => pending.delete(request));
      }
      if (launched < total) setTimeout(tick, started + launched * interval - performance.now());
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  return { elapsedMs: performance.now() - started, worstLagMs };
}

function percentiles(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

const succeeded = (status) => status === 200 || status === 201;
/** A 5xx, a GraphQL internal error, or no answer at all (reset, refused, timed out). */
const isServerError = (status) =>
  typeof status !== 'number' ? status !== 'graphql-error' : status >= 500;

function statusCounts(samples) {
  const counts = {};
  for (const { status } of samples)
    if (!succeeded(status)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(value < 10 ? 1 : 0)).padStart(6);
function row(name, samples) {
  const { p50, p95, p99, max } = percentiles(samples);
  const errors = Object.entries(statusCounts(samples)).map(([status, n]) => `${status}×${n}`);
  return `  ${name.padEnd(14)} ${String(samples.length).padStart(6)} ${ms(p50)} ${ms(p95)} ${ms(p99)} ${ms(max)}   ${errors.join(' ')}`;
}

/** Where a profiled function lives: a package, a file of the server, or Node itself. */
function owner(url) {
  if (!url) return '(native, GC, idle)';
  const file = url.replace('file://', '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) return pkg[1];
  return file.startsWith('node:') ? 'node internals' : path.relative(ROOT, file);
}

/** The functions, and the packages, that took the most CPU time in a V8 .cpuprofile (self time). */
function profileHotSpots(dir) {
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return;
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const selfHits = new Map();
  for (const id of profile.samples) selfHits.set(id, (selfHits.get(id) ?? 0) + 1);
  const byFunction = new Map();
  const byOwner = new Map();
  const add = (map, key, hits) => map.set(key, (map.get(key) ?? 0) + hits);
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const hits = selfHits.get(node.id) ?? 0;
    if (functionName === '(idle)') continue;
    add(byFunction, `${functionName || '(anonymous)'} ${owner(url)}:${lineNumber + 1}`, hits);
    add(byOwner, owner(url), hits);
  }
  const busy = [...byOwner.values()].reduce((sum, hits) => sum + hits, 0);
  const top = (map, count) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, hits]) => `  ${((100 * hits) / busy).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n');
  console.log(`\nServer CPU profile (${path.join(dir, file)}), share of busy time:`);
  console.log(`${top(byOwner, 12)}\n\nBy function:\n${top(byFunction, 20)}`);
}

/**
 * A form ticket for every booking the run can send, fetched as the contact page fetches one but
 * before the run, so these requests are not measured; then 3 s pass, since the server accepts a
 * ticket from 3 s after it issued it (each ticket once).
 */
async function issueFormTickets(baseUrl, booking, mix) {
  const requests = Math.round(WARM_UP_SECONDS * RATE) + Math.round(SECONDS * RATE);
  // The schedule cycles through the weights exactly (each category alone with --by-category).
  const cycle = options['by-category']
    ? booking.weight
    : mix.reduce((sum, category) => sum + category.weight, 0);
  const count = Math.ceil(requests / cycle) * booking.weight;
  const ticket = async () => (await call(baseUrl, '/api/bookings/form-ticket')).formTicket;
  while (booking.formTickets.length < count) {
    const batch = Math.min(50, count - booking.formTickets.length);
    booking.formTickets.push(...(await Promise.all(Array.from({ length: batch }, ticket))));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

/** The mixed run: warm-up, measurement, the report; true when a goal is missed. */
async function mixedRun(baseUrl, pid, next, server) {
  await drive(baseUrl, next, WARM_UP_SECONDS, RATE);
  const rssStart = pid ? memoryMb(pid, 'VmRSS') : NaN;
  const cpuStart = pid ? cpuSeconds(pid) : NaN;
  const results = [];
  // Sampled through the run: a plateau and a leak can end at the same figure.
  const rssCurve = [];
  const sampler = pid && setInterval(() => rssCurve.push(memoryMb(pid, 'VmRSS')), 1000);
  const { elapsedMs, worstLagMs } = await drive(baseUrl, next, SECONDS, RATE, results);
  clearInterval(sampler);
  const rssEnd = pid ? memoryMb(pid, 'VmRSS') : NaN;
  const cpuEnd = pid ? cpuSeconds(pid) : NaN;
  const serverCpu = cpuEnd.own - cpuStart.own;
  const databaseCpu = cpuEnd.descendants - cpuStart.descendants;

  const answered = results.filter(
    (r) => typeof r.status === 'number' || r.status.startsWith('graphql-'),
  );
  const reads = results.filter((r) => r.category.kind === 'read');
  const writes = results.filter((r) => r.category.kind === 'write');
  const status = statusCounts(results);
  const serverErrors = results.filter((r) => isServerError(r.status)).length;
  const rateLimited = status[429] ?? 0;
  const readLatency = percentiles(reads);
  const writeLatency = percentiles(writes);
  const rssGrowthPct = (100 * (rssEnd - rssStart)) / rssStart;
  const throughput = answered.length / (elapsedMs / 1000);

  console.log(
    `\n${results.length} requests in ${(elapsedMs / 1000).toFixed(1)} s: ${throughput.toFixed(1)} answers/s ` +
      `(asked ${RATE}/s; the latest launch was ${worstLagMs.toFixed(0)} ms behind schedule)`,
  );
  console.log(
    `\n  ${'category'.padEnd(14)} ${'count'.padStart(6)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} ${'max'.padStart(6)}   not 2xx (ms)`,
  );
  for (const category of new Set(results.map((r) => r.category))) {
    console.log(
      row(
        category.name,
        results.filter((r) => r.category === category),
      ),
    );
  }
  console.log(row('READS', reads));
  console.log(row('WRITES', writes));
  console.log(
    `\nNot 2xx: ${JSON.stringify(status)} (429 rate-limited: ${rateLimited}; 5xx or unanswered: ${serverErrors})`,
  );
  const examples = new Map();
  for (const r of results) {
    const key = `${r.category.name} ${r.status}`;
    if (r.body !== undefined && !examples.has(key)) examples.set(key, r.body);
  }
  for (const [key, body] of [...examples].slice(0, 20)) console.log(`  e.g. ${key}: ${body}`);
  const logged = server?.recentOutput().match(/^Unexpected .*$/gm) ?? [];
  if (logged.length > 0) {
    console.log(`The server logged (last ${Math.min(logged.length, 10)}):`);
    for (const line of logged.slice(-10)) console.log(`  ${line.slice(0, 400)}`);
  }
  if (pid) {
    const share = (seconds) =>
      `${seconds.toFixed(1)} s, ${((1000 * seconds) / results.length).toFixed(1)} ms a request, ` +
      `${((100 * seconds) / (elapsedMs / 1000)).toFixed(0)} % of a core`;
    console.log(`Server CPU: Node ${share(serverCpu)}`);
    if (!process.env.DATABASE_URL)
      console.log(`            embedded PostgreSQL ${share(databaseCpu)}`);
  }
  console.log(
    pid
      ? `Server RSS: ${rssStart.toFixed(0)} MB after the warm-up, ${rssEnd.toFixed(0)} MB at the end (${rssGrowthPct >= 0 ? '+' : ''}${rssGrowthPct.toFixed(1)} %)`
      : 'Server RSS: not measured (set LOADTEST_PID)',
  );
  if (rssCurve.length >= 5) {
    const at = (q) => rssCurve[Math.round((rssCurve.length - 1) * q)].toFixed(0);
    console.log(
      `  RSS at 0, 25, 50, 75, 100 % of the run: ${[0, 0.25, 0.5, 0.75, 1].map(at).join(' → ')} MB`,
    );
  }

  const goals = {
    noServerErrors: serverErrors === 0,
    readP99: readLatency.p99 <= GOALS.readP99Ms,
    rssGrowth: pid ? rssGrowthPct <= GOALS.rssGrowthPct : null,
  };
  const verdict = (ok) => (ok === null ? 'not measured' : ok ? 'pass' : 'FAIL');
  console.log('\nGoals:');
  console.log(`  no 5xx / unanswered:      ${verdict(goals.noServerErrors)} (${serverErrors})`);
  console.log(
    `  p99 of reads ≤ ${GOALS.readP99Ms} ms:    ${verdict(goals.readP99)} (${readLatency.p99.toFixed(0)} ms)`,
  );
  console.log(
    `  RSS growth ≤ ${GOALS.rssGrowthPct} %:        ${verdict(goals.rssGrowth)} (${rssGrowthPct.toFixed(1)} %)`,
  );
  const failed = Object.values(goals).includes(false);

  const round = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v)]));
  const byCategory = {};
  for (const category of new Set(results.map((r) => r.category))) {
    byCategory[category.name] = round(percentiles(results.filter((r) => r.category === category)));
  }
  console.log(
    `\nSUMMARY ${JSON.stringify({
      seconds: SECONDS,
      rate: RATE,
      requests: results.length,
      throughput: Number(throughput.toFixed(1)),
      reads: round(readLatency),
      writes: round(writeLatency),
      byCategory,
      notOk: status,
      serverCpuMsPerRequest: Number(((1000 * serverCpu) / results.length).toFixed(1)),
      databaseCpuMsPerRequest: Number(((1000 * databaseCpu) / results.length).toFixed(1)),
      rssStartMb: Math.round(rssStart),
      rssEndMb: Math.round(rssEnd),
      rssGrowthPct: Number(rssGrowthPct.toFixed(1)),
      goals,
    })}`,
  );
  return failed;
}

/**
 * --by-category: each category alone (warm-up, then --seconds at --rate), with what a request of
 * it costs the server in CPU; a measure that the other load on the machine disturbs less than
 * latency. Never fails.
 */
async function costByCategory(baseUrl, pid, mix) {
  if (!pid) throw new Error('--by-category reads the server process: set LOADTEST_PID');
  console.log(
    `\n  ${'category'.padEnd(14)}    p50    p99   Node CPU  PostgreSQL CPU (ms a request)`,
  );
  for (const category of mix) {
    const next = () => category;
    await drive(baseUrl, next, WARM_UP_SECONDS, RATE);
    const cpuStart = cpuSeconds(pid);
    const results = [];
    await drive(baseUrl, next, SECONDS, RATE, results);
    const cpuEnd = cpuSeconds(pid);
    const perRequest = (seconds) =>
      ((1000 * Math.max(0, seconds)) / results.length).toFixed(1).padStart(9);
    const { p50, p99 } = percentiles(results);
    const errors = Object.entries(statusCounts(results)).map(([status, n]) => `${status}×${n}`);
    console.log(
      `  ${category.name.padEnd(14)} ${ms(p50)} ${ms(p99)} ${perRequest(cpuEnd.own - cpuStart.own)} ${perRequest(cpuEnd.descendants - cpuStart.descendants)}   ${memoryMb(pid, 'VmRSS').toFixed(0).padStart(14)}   ${errors.join(' ')}`,
    );
  }
  return false;
}

async function main() {
  const jpeg = await smallJpeg();
  const profileDir = path.join(TMP, 'profile');
  let server;
  let databaseUrl;
  let baseUrl = TARGET;
  let pid = process.env.LOADTEST_PID ? Number(process.env.LOADTEST_PID) : undefined;
  const admin = TARGET
    ? { email: process.env.LOADTEST_ADMIN_EMAIL, password: process.env.LOADTEST_ADMIN_PASSWORD }
    : { email: ADMIN_EMAIL, password: PASSWORD };
  if (!admin.email || !admin.password) {
    throw new Error('LOADTEST_URL needs LOADTEST_ADMIN_EMAIL and LOADTEST_ADMIN_PASSWORD');
  }
  if (!TARGET) {
    const port = options.port ? Number(options.port) : undefined;
    ({ server, baseUrl, databaseUrl } = await startProductionServer({
      tmpDir: TMP,
      port,
      dbPort: port && port + 1,
      // The mix's uploads are reviews by a few seeded accounts, far more than a traveller's day.
      env: { ADMIN_EMAILS: ADMIN_EMAIL, FEEDBACK_PER_DAY: '1000000' },
      nodeArgs: options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    }));
    pid = server.pid;
  }
  let failed = false;
  try {
    const seeded = await seed(baseUrl, jpeg, admin, databaseUrl);
    const only = options.only?.split(',');
    const mix = trafficMix(seeded, jpeg).filter(
      (category) => !only || only.includes(category.name),
    );
    if (mix.length === 0) throw new Error(`--only: no such category (${options.only})`);
    const booking = mix.find((category) => category.name === 'booking');
    if (booking) await issueFormTickets(baseUrl, booking, mix);
    console.log(
      `Seeded ${ACCOUNTS} accounts, an admin, 3 albums, ${SEEDED_REVIEWS} reviews. ` +
        `Warm-up ${WARM_UP_SECONDS} s, then ${SECONDS} s at ${RATE} req/s (open loop) against ${baseUrl}`,
    );
    failed = options['by-category']
      ? await costByCategory(baseUrl, pid, mix)
      : await mixedRun(baseUrl, pid, schedule(mix), server);
  } finally {
    if (server) await stop(server);
  }
  if (options['cpu-prof'] && server) profileHotSpots(profileDir);
  process.exitCode = failed ? 1 : 0;
}

await main();
