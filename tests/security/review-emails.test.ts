import { tourGuide } from '../server/support/albums';
import { created, restFeedback, signedIn, validFeedback } from '../server/support/feedback';
import { graphql, rest } from '../server/support/http';

/** What a reader of the public list sees of one review's email, on each transport. */
const READERS = [
  {
    name: 'GraphQL feedbacks',
    async emailOf(reviewId: string, token?: string): Promise<string | null | undefined> {
      const { body } = await graphql<{ feedbacks: { id: string; email: string | null }[] }>(
        '{ feedbacks { id email } }',
        undefined,
        token,
      );
      expect(body.errors).toBeUndefined();
      return body.data?.feedbacks.find((review) => review.id === reviewId)?.email;
    },
  },
  {
    name: 'GET /api/feedback',
    async emailOf(reviewId: string, token?: string): Promise<string | null | undefined> {
      const { status, body } = await rest<{ feedback: Record<string, unknown>[] }>(
        'GET',
        '/api/feedback',
        undefined,
        token,
      );
      expect(status).toBe(200);
      const review = body.feedback.find((candidate) => candidate._id === reviewId);
      if (!review) throw new Error('The review is not listed');
      return (review.email as string | undefined) ?? null;
    },
  },
];

describe.each(READERS)('$name', ({ emailOf }) => {
  test("a review's email is read by its author and the tour guides, by nobody else", async () => {
    const [author, stranger, guide] = await Promise.all([signedIn(), signedIn(), tourGuide()]);
    const review = created(await restFeedback.create(author.token, validFeedback()));

    expect(await emailOf(review.id)).toBeNull();
    expect(await emailOf(review.id, stranger.token)).toBeNull();
    // A refused token reads the list as a visitor, without an error.
    expect(await emailOf(review.id, 'not-a-token')).toBeNull();
    expect(await emailOf(review.id, author.token)).toBe(author.user.email);
    expect(await emailOf(review.id, guide.token)).toBe(author.user.email);
  });
});
