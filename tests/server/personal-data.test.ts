import { newAccount } from './support/accounts';
import { bookingForm, graphqlBookings, restBookings } from './support/bookings';
import { graphqlFeedback, restFeedback, validFeedback } from './support/feedback';
import { graphql, request } from './support/http';
import { png } from './support/images';
import { restTransport, valueOf, type Session } from './support/transports';

/** The download as the profile's button gets it, over each transport. */
interface Download {
  status: number;
  cacheControl: string | null;
  /** REST offers it as a file; GraphQL hands the document to the page. */
  disposition: string | null;
  data: MyData | null;
  errorCode?: string;
  message?: string;
  retryAfter: number;
}

interface MyData {
  account: { id: string; email: string; name: string; country: string };
  reviews: { id: string; comment: string; photos: string[] }[];
  enquiries: { reference: string; email: string; phone: string; message: string }[];
}

const DOWNLOADS = [
  {
    name: 'GraphQL myData',
    signedOut: { data: null, errorCode: 'UNAUTHENTICATED' },
    download: async (token?: string): Promise<Download> => {
      const response = await graphql<{ myData: MyData }>('{ myData }', {}, token);
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        disposition: null,
        data: response.body.data?.myData ?? null,
        errorCode: response.body.errors?.[0]?.extensions?.code,
        message: response.body.errors?.[0]?.message,
        retryAfter: Number(response.body.errors?.[0]?.extensions?.retryAfterSeconds ?? 0),
      };
    },
  },
  {
    name: 'GET /api/auth/my-data',
    signedOut: { data: null, status: 401 },
    download: async (token?: string): Promise<Download> => {
      const response = await request<MyData>('GET', '/api/auth/my-data', { token });
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        disposition: response.headers.get('content-disposition'),
        data: response.status === 200 ? response.body : null,
        message:
          response.status === 200 ? undefined : (response.body as { message?: string }).message,
        retryAfter: Number(response.headers.get('retry-after') ?? 0),
      };
    },
  },
];

interface Traveller {
  session: Session;
  reviewComment: string;
  enquiryReference: string;
}

/** A traveller with a review (one photo) and an enquiry sent while signed in. */
async function traveller(label: string): Promise<Traveller> {
  const session = valueOf(await restTransport.register(newAccount()));
  const reviewComment = `${label}: the tea country by train was wonderful.`;
  const review = await graphqlFeedback.create(
    session.token,
    validFeedback({ comment: reviewComment }),
    [{ bytes: await png(320, 240), type: 'image/png', filename: 'train.png' }],
  );
  if (!review.ok) throw new Error(`Review refused: ${review.message}`);
  const enquiry = valueOf(
    await restBookings.request(
      bookingForm({ email: session.user.email, message: `${label} would like a safari.` }),
      { token: session.token },
    ),
  );
  return { session, reviewComment, enquiryReference: enquiry.reference };
}

let owner: Traveller;
let other: Traveller;
/** An enquiry typed with the owner's address by someone signed out: not the account's. */
let typedWithOwnersAddress: string;

beforeAll(async () => {
  owner = await traveller('Owner');
  other = await traveller('Other');
  typedWithOwnersAddress = valueOf(
    await graphqlBookings.request(bookingForm({ email: owner.session.user.email })),
  ).reference;
  // The other traveller's review is there over both transports, as the owner's is.
  const restReview = await restFeedback.create(
    other.session.token,
    validFeedback({ comment: 'Other: a second review, sent over REST.' }),
  );
  if (!restReview.ok) throw new Error(`Review refused: ${restReview.message}`);
}, 60_000);

describe.each(DOWNLOADS)('$name', ({ download, signedOut }) => {
  test("gives the signed-in user their account, reviews with photo links and enquiries, and nobody else's", async () => {
    const answer = await download(owner.session.token);

    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const data = answer.data!;
    expect(data.account).toEqual(
      expect.objectContaining({
        id: owner.session.user.id,
        email: owner.session.user.email,
        name: owner.session.user.name,
      }),
    );
    expect(data.reviews).toEqual([
      expect.objectContaining({
        comment: owner.reviewComment,
        photos: [expect.stringMatching(/^https?:\/\/[^/]+\/media\/[\w-]+\/\d+\.webp$/)],
      }),
    ]);
    const photo = await request('GET', new URL(data.reviews[0].photos[0]).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        reference: owner.enquiryReference,
        email: owner.session.user.email,
        message: 'Owner would like a safari.',
      }),
    ]);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.session.user.email);
    expect(text).not.toContain(other.enquiryReference);
    expect(text).not.toContain('Other');
    expect(text).not.toContain(typedWithOwnersAddress);
  });

  test('is refused to a visitor who is not signed in', async () => {
    expect(await download(undefined)).toEqual(expect.objectContaining(signedOut));
  });
});

test('the REST download is offered as a file to save', async () => {
  const answer = await DOWNLOADS[1].download(owner.session.token);

  expect(answer.disposition).toMatch(/^attachment; filename="?my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
});

test('an account downloads its data at most 10 times an hour, over both transports together', async () => {
  const { token } = valueOf(await restTransport.register(newAccount()));
  const [overGraphql, overRest] = DOWNLOADS;
  for (let i = 0; i < 10; i += 1) {
    expect((await DOWNLOADS[i % 2].download(token)).status).toBe(200);
  }

  const refusedRest = await overRest.download(token);
  const refusedGraphql = await overGraphql.download(token);

  expect(refusedRest).toMatchObject({
    status: 429,
    data: null,
    message: expect.stringMatching(
      /^Too many requests\. Please wait \d+ minutes? and try again\.$/,
    ),
  });
  expect(refusedRest.retryAfter).toBeGreaterThan(0);
  expect(refusedRest.retryAfter).toBeLessThanOrEqual(3600);
  expect(refusedGraphql).toMatchObject({ data: null, errorCode: 'RATE_LIMITED' });
  expect(refusedGraphql.retryAfter).toBeGreaterThan(0);
  // Another account is not held back.
  expect((await overRest.download(other.session.token)).status).toBe(200);
  expect((await overGraphql.download(other.session.token)).status).toBe(200);
});
