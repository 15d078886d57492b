import { randomUUID } from 'node:crypto';
import { announceChange, deleteUser, withDatabase } from './support/database';
import { created, restFeedback, signedIn, validFeedback } from './support/feedback';
import { graphql, rest } from './support/http';
import { png } from './support/images';

const FEEDBACK_QUERY = `query Feedbacks {
  feedbacks { id userId fullName email rating comment location createdAt
    images { id url srcset width height variants { width url } } } }`;

/**
 * Seeds 100 reviews with 5 images each, dated ahead of everything else, so they are the newest
 * 100 whatever other test files add meanwhile.
 */
async function seedHundredReviews(userId: string): Promise<void> {
  await withDatabase(async (db) => {
    await db.query('BEGIN');
    for (let i = 0; i < 100; i += 1) {
      const feedbackId = randomUUID();
      await db.query(
        `INSERT INTO feedback (id, user_id, full_name, rating, comment, location, created_at)
         VALUES ($1, $2, $3, $4, 'Seeded review of a guided tour', 'Galle', now() + interval '1 day' + $5 * interval '1 second')`,
        [feedbackId, userId, `Reviewer ${i}`, (i % 5) + 1, i],
      );
      for (let position = 0; position < 5; position += 1) {
        const mediaId = randomUUID();
        await db.query(
          `INSERT INTO media (id, content_hash, mime, width, height, variant_widths)
           VALUES ($1, repeat('a', 64), 'image/png', 640, 480, '{320,640}')`,
          [mediaId],
        );
        await db.query(
          'INSERT INTO feedback_images (feedback_id, media_id, position) VALUES ($1, $2, $3)',
          [feedbackId, mediaId, position],
        );
      }
    }
    await db.query('COMMIT');
    await announceChange(db);
  });
}

describe('reading feedback', () => {
  test('the feedbacks query runs at most 3 SQL statements for 100 reviews with 5 images each', async () => {
    const author = await signedIn();
    await seedHundredReviews(author.user.id);
    try {
      const { headers, body } = await graphql<{
        feedbacks: { userId: string; email: string; images: unknown[] }[];
      }>(FEEDBACK_QUERY);

      const feedbacks = body.data?.feedbacks ?? [];
      expect(feedbacks).toHaveLength(100);
      expect(feedbacks.every((f) => f.userId === author.user.id && f.images.length === 5)).toBe(
        true,
      );
      // A visitor reads no author's email (tests/security/review-emails.test.ts).
      expect(feedbacks[0].email).toBeNull();
      // Counted by the server's TypeORM logger for this request (NODE_ENV=test only).
      expect(Number(headers.get('x-sql-statements'))).toBeGreaterThan(0);
      expect(Number(headers.get('x-sql-statements'))).toBeLessThanOrEqual(3);
    } finally {
      await deleteUser(author.user.id);
    }
  });

  test('GET /api/feedback lists reviews newest first in the specification shape', async () => {
    const user = await signedIn();
    const older = created(await restFeedback.create(user.token, validFeedback({ rating: 4 })));
    const newer = created(
      await restFeedback.create(user.token, validFeedback({ location: '' }), [
        { bytes: await png() },
      ]),
    );

    const { status, body } = await rest<{ feedback: Record<string, unknown>[] }>(
      'GET',
      '/api/feedback',
    );
    const mine = body.feedback.filter((f) => f.userId === user.user.id);

    expect(status).toBe(200);
    expect(mine.map((f) => f._id)).toEqual([newer.id, older.id]);
    expect(mine[0]).toEqual({
      _id: newer.id,
      userId: user.user.id,
      fullName: 'Nimali Perera',
      rating: 5,
      comment: 'Our guide showed us hidden waterfalls near Ella.',
      location: '',
      images: [expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/64\.webp$/)],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Beyond the specification's fields: the company's reply, whether it hid the review, and
      // the tour a verified traveller reviewed.
      reply: null,
      hidden: null,
      verified: null,
    });
  });

  test("GET /api/feedback/user/me lists only the signed-in user's reviews", async () => {
    const [me, other] = await Promise.all([signedIn(), signedIn()]);
    const mine = created(await restFeedback.create(me.token, validFeedback()));
    await restFeedback.create(other.token, validFeedback());

    const { body } = await rest<{ feedback: { _id: string }[] }>(
      'GET',
      '/api/feedback/user/me',
      undefined,
      me.token,
    );
    const signedOut = await rest<{ message: string }>('GET', '/api/feedback/user/me');

    expect(body.feedback.map((f) => f._id)).toEqual([mine.id]);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).toBe('Authentication required. Please log in.');
  });

  test('POST answers the success message; myFeedback and the summary follow', async () => {
    const user = await signedIn();

    const outcome = await restFeedback.create(user.token, validFeedback({ rating: 2 }));
    const { body } = await graphql<{
      myFeedback: { rating: number }[];
      feedbackSummary: { average: number; count: number };
    }>('{ myFeedback { rating } feedbackSummary { average count } }', {}, user.token);

    expect(outcome).toMatchObject({ ok: true, message: 'Feedback submitted successfully!' });
    expect(body.data?.myFeedback).toEqual([{ rating: 2 }]);
    expect(body.data?.feedbackSummary.count).toBeGreaterThanOrEqual(1);
    expect(body.data?.feedbackSummary.average).toBeGreaterThanOrEqual(1);
    expect(body.data?.feedbackSummary.average).toBeLessThanOrEqual(5);
  });
});
