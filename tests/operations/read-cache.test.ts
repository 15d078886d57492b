import { newAccount } from '../server/support/accounts';
import { withDatabase, type ScratchDatabase } from '../server/support/database';
import { multipart, restForm, validFeedback } from '../server/support/feedback';
import { graphql, request } from '../server/support/http';
import { ownServerVariables, type RunningServer } from '../server/support/server-process';
import { restFrom, visitorIp } from '../server/support/visitor';
import {
  requiredService,
  scratchDatabase,
  startInstances,
  stopInstances,
} from './support/instances';

/**
 * Two instances on one database answer the reviews from memory until a review changes: a review
 * written or deleted through one is in (or gone from) the other's list on the very next request,
 * over REST and GraphQL alike. A change made straight in the database is announced to nobody and
 * shows nowhere until then, which is how the tests see that a list was kept. The author's email is
 * theirs alone, whoever asked first.
 */
type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];

interface Listed {
  id: string;
  comment: string;
  email: string | null;
}

interface Session {
  token: string;
  user: { id: string; email: string };
}

const FEEDBACK_LIST = 'query FeedbackList { feedbacks { id comment email } }';

async function reviews(instance: RunningServer, transport: Transport, token?: string) {
  if (transport === 'REST') {
    const answer = await request<{ feedback: (Omit<Listed, 'id'> & { _id: string })[] }>(
      'GET',
      '/api/feedback',
      { base: instance.baseUrl, token },
    );
    expect(answer.status).toBe(200);
    const list = answer.body.feedback.map(({ _id, comment, email }) => ({
      id: _id,
      comment,
      email: email ?? null,
    }));
    return { list, cacheControl: answer.headers.get('cache-control') };
  }
  const answer = await graphql<{ feedbacks: Listed[] }>(
    FEEDBACK_LIST,
    undefined,
    token,
    instance.baseUrl,
  );
  expect(answer.body.errors).toBeUndefined();
  return {
    list: answer.body.data?.feedbacks ?? [],
    cacheControl: answer.headers.get('cache-control'),
  };
}

const comments = async (instance: RunningServer, transport: Transport) =>
  (await reviews(instance, transport)).list.map((review) => review.comment);

function register(base: string) {
  return restFrom<Session>(visitorIp(), 'POST', '/api/auth/register', newAccount(), { base });
}

async function postReview(through: RunningServer, author: Session, comment: string) {
  const form = restForm(validFeedback({ comment }), []);
  const created = await multipart('POST', '/api/feedback', form, author.token, {}, through.baseUrl);
  expect(created.status).toBe(201);
  return (created.body as { feedback: { _id: string } }).feedback._id;
}

const CHANNELS: [string, () => Record<string, string>][] = [
  ['PostgreSQL (LISTEN/NOTIFY)', () => ({})],
  ['Redis (pub/sub)', () => ({ REDIS_URL: requiredService('REDIS_URL') })],
];

describe.each(CHANNELS)('two instances told of changes through %s', (_channel, variables) => {
  let database: ScratchDatabase;
  let a: RunningServer;
  let b: RunningServer;
  let author: Session;

  beforeAll(async () => {
    database = await scratchDatabase('readcache');
    [a, b] = await startInstances(2, ownServerVariables(database.url, variables()));
    author = (await register(a.baseUrl)).body;
  }, 120_000);

  afterAll(async () => {
    const exits = await stopInstances([a, b].filter(Boolean));
    expect(exits).toEqual([a, b].filter(Boolean).map(() => ({ code: 0, signal: null })));
    await database?.drop();
  }, 60_000);

  /** B has kept its list (both transports) with a review whose comment has since changed unannounced. */
  async function keptWithAHiddenChange() {
    const stamp = Date.now();
    const shown = `Sigiriya at dawn ${stamp}`;
    const hidden = `Sigiriya, rewritten unannounced ${stamp}`;
    const id = await postReview(a, author, shown);
    for (const transport of TRANSPORTS) expect(await comments(b, transport)).toContain(shown);
    await withDatabase(
      (db) => db.query('UPDATE feedback SET comment = $2 WHERE id = $1', [id, hidden]),
      database.url,
    );

    for (const transport of TRANSPORTS) {
      const again = await comments(b, transport);
      expect(again).toContain(shown);
      expect(again).not.toContain(hidden);
    }
    return { id, hidden };
  }

  test('a review posted through A is in B’s list on the very next request', async () => {
    const { hidden } = await keptWithAHiddenChange();
    const added = `Yala safari ${Date.now()}`;

    await postReview(a, author, added);

    for (const transport of TRANSPORTS) {
      const seen = await comments(b, transport);
      expect(seen).toContain(added);
      expect(seen).toContain(hidden);
    }
  });

  test('a review deleted through A is gone from B’s list on the very next request', async () => {
    const { id, hidden } = await keptWithAHiddenChange();

    const deleted = await request('DELETE', `/api/feedback/${id}`, {
      base: a.baseUrl,
      token: author.token,
    });

    expect(deleted.status).toBe(200);
    for (const transport of TRANSPORTS) {
      const seen = await reviews(b, transport);
      expect(seen.list.map((review) => review.id)).not.toContain(id);
      expect(seen.list.map((review) => review.comment)).not.toContain(hidden);
    }
  });

  test.each(TRANSPORTS)(
    '%s: the author’s email is never in an answer kept for anyone else',
    async (transport) => {
      const stranger = (await register(b.baseUrl)).body;
      const id = await postReview(a, author, `Knuckles trek ${Date.now()}`);
      const emailOf = async (token?: string) => {
        const { list, cacheControl } = await reviews(b, transport, token);
        return { email: list.find((review) => review.id === id)?.email, cacheControl };
      };

      // The author asks first, then a stranger and a visitor; then, the other way round.
      const authorFirst = await emailOf(author.token);
      const strangerAfter = await emailOf(stranger.token);
      const visitorAfter = await emailOf();
      const visitorAgain = await emailOf();
      const authorAfter = await emailOf(author.token);

      expect(authorFirst).toEqual({ email: author.user.email, cacheControl: 'no-store' });
      expect(strangerAfter).toEqual({ email: null, cacheControl: 'no-store' });
      expect(visitorAfter.email).toBeNull();
      expect(visitorAgain.email).toBeNull();
      expect(visitorAgain.cacheControl).toMatch(/^public, /);
      expect(authorAfter).toEqual({ email: author.user.email, cacheControl: 'no-store' });
    },
  );
});
