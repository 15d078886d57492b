import { newAccount, uniqueEmail } from '../server/support/accounts';
import { validAlbum } from '../server/support/albums';
import { withDatabase, type ScratchDatabase } from '../server/support/database';
import { validFeedback } from '../server/support/feedback';
import { confirmGuide } from '../server/support/guide-access';
import { request } from '../server/support/http';
import { ownServerVariables, type RunningServer } from '../server/support/server-process';
import { restFrom, visitorIp } from '../server/support/visitor';
import {
  requiredService,
  scratchDatabase,
  startInstances,
  stopInstances,
} from './support/instances';
import { TcpProxy } from './support/tcp-proxy';

/**
 * Two instances on one database keep the public pages they render (here /showcase, which shows
 * the albums) until a change makes them stale: a change through either instance shows on both.
 * A change made behind the app's back (straight in the database) shows nowhere until then, which
 * is how the tests see that a page was kept.
 */
const GUIDE = newAccount({ email: uniqueEmail('page-cache-guide') });
const redisUrl = requiredService('REDIS_URL');

interface Deployment {
  database: ScratchDatabase;
  a: RunningServer;
  b: RunningServer;
  guideToken: string;
}

async function deploy(
  name: string,
  variables: (instance: 'a' | 'b') => Record<string, string> = () => ({}),
): Promise<Deployment> {
  const database = await scratchDatabase(name);
  const settings = (instance: 'a' | 'b') =>
    ownServerVariables(database.url, { ADMIN_EMAILS: GUIDE.email, ...variables(instance) });
  const [a] = await startInstances(1, settings('a'));
  const [b] = await startInstances(1, settings('b'));
  const base = a.baseUrl;
  const registered = await restFrom<{ token: string; user: { email: string } }>(
    visitorIp(),
    'POST',
    '/api/auth/register',
    GUIDE,
    { base },
  );
  const guide = await confirmGuide(registered.body, { base, databaseUrl: database.url });
  return { database, a, b, guideToken: guide.token };
}

async function undeploy(deployment: Deployment | undefined): Promise<void> {
  if (!deployment) return;
  const exits = await stopInstances([deployment.a, deployment.b]);
  expect(exits).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
  await deployment.database.drop();
}

const showcase = (instance: RunningServer) =>
  request('GET', '/showcase', { base: instance.baseUrl });

/** The album titles a page shows, as rendered on the server (no JavaScript). */
const albumTitles = (html: string) =>
  [...html.matchAll(/<h2 class="page-card-title">([^<]*)<\/h2>/g)].map(([, title]) => title);

async function addAlbum(deployment: Deployment, through: RunningServer, title: string) {
  const created = await request<{ album: { _id: string } }>('POST', '/api/tour-albums', {
    base: through.baseUrl,
    token: deployment.guideToken,
    body: validAlbum({ title }),
  });
  expect(created.status).toBe(201);
  return created.body.album._id;
}

/** Straight in the database: no instance is told. */
function retitleBehindTheAppsBack(deployment: Deployment, id: string, title: string) {
  return withDatabase(
    (db) => db.query('UPDATE tour_albums SET title = $2 WHERE id = $1', [id, title]),
    deployment.database.url,
  );
}

/** The album titles of the page once it shows `title`, within `ms` (0: the very next request). */
async function titlesWithin(instance: RunningServer, title: string, ms: number): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const titles = albumTitles((await showcase(instance)).text);
    if (titles.includes(title) || Date.now() >= deadline) return titles;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** B has kept its /showcase page, with an album whose title has since changed unannounced. */
async function keptWithAHiddenChange(deployment: Deployment) {
  const stamp = Date.now();
  const shown = `Sigiriya at dawn ${stamp}`;
  const hidden = `Sigiriya retitled ${stamp}`;
  const id = await addAlbum(deployment, deployment.a, shown);
  expect(await titlesWithin(deployment.b, shown, 1000)).toContain(shown);
  await retitleBehindTheAppsBack(deployment, id, hidden);

  const again = albumTitles((await showcase(deployment.b)).text);

  expect(again).toContain(shown);
  expect(again).not.toContain(hidden);
  return hidden;
}

/** A change through `writer` shows on `reader`'s page within `ms`, with what was hidden. */
async function expectAChangeToShow(
  deployment: Deployment,
  [writer, reader]: [RunningServer, RunningServer],
  ms: number,
) {
  const hidden = await keptWithAHiddenChange(deployment);
  const added = `Yala safari ${Date.now()}`;

  await addAlbum(deployment, writer, added);
  const titles = await titlesWithin(reader, added, ms);

  expect(titles).toContain(added);
  expect(titles).toContain(hidden);
}

describe('two instances told of changes through PostgreSQL (LISTEN/NOTIFY)', () => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await deploy('pagecache');
  }, 120_000);
  afterAll(() => undeploy(deployment), 60_000);

  test('a page is kept: the same page, with the same ETag, until a change', async () => {
    const { b } = deployment;
    await keptWithAHiddenChange(deployment);
    const [first, second] = [await showcase(b), await showcase(b)];

    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.text).toBe(first.text);
  });

  test('a change through an instance shows on its own page in the very next request', async () => {
    await expectAChangeToShow(deployment, [deployment.b, deployment.b], 0);
  });

  test("a guide's change through instance A shows on instance B's page within a second", async () => {
    await expectAChangeToShow(deployment, [deployment.a, deployment.b], 1000);
  });

  test('an instance that lost its listening connection drops its kept pages once back', async () => {
    const hidden = await keptWithAHiddenChange(deployment);

    await withDatabase(
      (db) =>
        db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'site-changes listener'`,
        ),
      deployment.database.url,
    );

    expect(await titlesWithin(deployment.b, hidden, 5000)).toContain(hidden);
    await expectAChangeToShow(deployment, [deployment.a, deployment.b], 1000);
  });
});

describe('two instances told of changes through Redis (pub/sub)', () => {
  const url = new URL(redisUrl);
  // B reaches Redis through a relay the test cuts, as a network failure would.
  const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
  let deployment: Deployment;
  beforeAll(async () => {
    await proxy.open();
    deployment = await deploy('pagecacheredis', (instance) => ({
      REDIS_URL: instance === 'a' ? redisUrl : proxy.urlFor(redisUrl),
    }));
  }, 120_000);
  afterAll(async () => {
    await undeploy(deployment);
    await proxy.cut();
  }, 60_000);

  test("a guide's change through instance A shows on instance B's page within a second", async () => {
    await expectAChangeToShow(deployment, [deployment.a, deployment.b], 1000);
  });

  // Only Redis tells B: had the notices come another way, B would not have lost them.
  test('an instance that lost Redis drops its kept pages once it listens again', async () => {
    const hidden = await keptWithAHiddenChange(deployment);

    await proxy.cut();
    await proxy.open();

    expect(await titlesWithin(deployment.b, hidden, 5000)).toContain(hidden);
    await expectAChangeToShow(deployment, [deployment.a, deployment.b], 1000);
  });
});

/**
 * What visitors see changes in parts (reviews, albums, published content), and an instance forgets
 * only what read the part that changed: a review does not cost the pages and answers that show no
 * reviews a new render, on the writer's instance or the other.
 */
describe('two instances forget only what read the part of the site that changed', () => {
  let deployment: Deployment;
  beforeAll(async () => {
    deployment = await deploy('pageparts');
  }, 120_000);
  afterAll(() => undeploy(deployment), 60_000);

  async function postReview(through: RunningServer, comment: string) {
    const author = await restFrom<{ token: string }>(
      visitorIp(),
      'POST',
      '/api/auth/register',
      newAccount(),
      { base: through.baseUrl },
    );
    const posted = await request('POST', '/api/feedback', {
      base: through.baseUrl,
      token: author.body.token,
      body: validFeedback({ comment }),
    });
    expect(posted.status).toBe(201);
  }

  const reviewComments = async (instance: RunningServer) =>
    (
      await request<{ feedback: { comment: string }[] }>('GET', '/api/feedback', {
        base: instance.baseUrl,
      })
    ).body.feedback.map((review) => review.comment);

  test.each([
    ['A', (d: Deployment) => d.a],
    ['B', (d: Deployment) => d.b],
  ])(
    'a review posted through %s leaves B’s kept /showcase (no reviews on it) as it was',
    async (_name, writer) => {
      const hidden = await keptWithAHiddenChange(deployment);
      const review = `Whale watching off Mirissa ${Date.now()}`;

      await postReview(writer(deployment), review);

      expect(await reviewComments(deployment.b)).toContain(review);
      expect(albumTitles((await showcase(deployment.b)).text)).not.toContain(hidden);
      // An album's change still makes it new, with what was hidden.
      await expectAChangeToShow(deployment, [writer(deployment), deployment.b], 1000);
    },
  );

  test('an album added through A leaves B’s kept list of reviews as it was', async () => {
    const shown = `Tea country by train ${Date.now()}`;
    await postReview(deployment.a, shown);
    expect(await reviewComments(deployment.b)).toContain(shown);
    const hidden = `Tea country, rewritten unannounced ${Date.now()}`;
    await withDatabase(
      (db) => db.query('UPDATE feedback SET comment = $2 WHERE comment = $1', [shown, hidden]),
      deployment.database.url,
    );

    const added = `Kandy perahera ${Date.now()}`;
    await addAlbum(deployment, deployment.a, added);

    expect(await titlesWithin(deployment.b, added, 1000)).toContain(added);
    const comments = await reviewComments(deployment.b);
    expect(comments).toContain(shown);
    expect(comments).not.toContain(hidden);
  });
});
