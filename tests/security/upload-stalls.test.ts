import {
  CREATE_FEEDBACK,
  feedbackUploadRequest,
  multipart,
  storedFor,
  validFeedback,
} from '../server/support/feedback';
import { request } from '../server/support/http';
import { jpegOfSize, png } from '../server/support/images';
import {
  eventually,
  startInFlightUpload,
  within,
  type InFlightRequest,
} from '../server/support/in-flight-request';
import {
  startUploadServer,
  type SignedIn,
  type UploadServer,
} from '../server/support/upload-server';

/**
 * Slow and stalled uploads: a visitor who opens uploads and never finishes them must not hold up
 * anyone else's feedback, may not open more than two at once, and is cut off once nothing arrives.
 */
const IDLE_MS = 3000;
const STALLED = 'The upload stalled and was cancelled. Please check your connection and try again.';
const BUSY =
  'Your other uploads are still in progress. Please wait until they finish and try again.';

type TransportName = 'GraphQL' | 'REST';

let uploads: UploadServer;
const held: InFlightRequest[] = [];

beforeAll(async () => {
  uploads = await startUploadServer({ UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) });
}, 120_000);

afterEach(() => {
  held.splice(0).forEach((upload) => upload.abort());
});

afterAll(async () => {
  await uploads?.stop();
});

/** A review with a photo, its body stopped half-way; kept for the test's end to drop. */
async function halfSent(transport: TransportName, who: SignedIn): Promise<InFlightRequest> {
  const { path, form, headers } = feedbackUploadRequest(transport, validFeedback(), [
    { bytes: await jpegOfSize(256 * 1024) },
  ]);
  const upload = await startInFlightUpload(`${uploads.base}${path}`, form, {
    ...headers,
    authorization: `Bearer ${who.token}`,
  });
  held.push(upload);
  return upload;
}

/** Two of this visitor's uploads in flight, slow but never idle. */
async function twoSlowUploads(who: SignedIn): Promise<InFlightRequest[]> {
  const before = uploads.tempFiles();
  const slow: InFlightRequest[] = [];
  for (const transport of ['GraphQL', 'REST'] as const) {
    const upload = await halfSent(transport, who);
    upload.keepSending(200);
    slow.push(upload);
  }
  // Provably taken in by the server: it is writing both photos to its temporary folder.
  await eventually(() => uploads.tempFiles().filter((file) => !before.includes(file)).length >= 2);
  return slow;
}

async function uploadPhoto(transport: TransportName, who: SignedIn) {
  const { path, form, headers } = feedbackUploadRequest(transport, validFeedback(), [
    { bytes: await png() },
  ]);
  const answer = await multipart('POST', path, form, who.token, headers, uploads.base);
  const body = answer.body as { feedback?: unknown; data?: unknown; message?: string };
  return { status: answer.status, stored: Boolean(body.feedback ?? body.data), body };
}

async function jsonFeedback(transport: TransportName, who: SignedIn) {
  const answer =
    transport === 'REST'
      ? await request('POST', '/api/feedback', {
          body: validFeedback(),
          token: who.token,
          base: uploads.base,
        })
      : await request('POST', '/graphql', {
          body: { query: CREATE_FEEDBACK, variables: { input: validFeedback() } },
          token: who.token,
          base: uploads.base,
        });
  const body = answer.body as { feedback?: unknown; data?: unknown };
  return { status: answer.status, stored: Boolean(body.feedback ?? body.data) };
}

test("two slow uploads from one visitor hold up nobody else's feedback, and still complete", async () => {
  const slowVisitor = await uploads.signedIn();
  const other = await uploads.signedIn();
  const slow = await twoSlowUploads(slowVisitor);

  const others = await within(
    Promise.all([
      jsonFeedback('REST', other),
      jsonFeedback('GraphQL', other),
      uploadPhoto('REST', other),
      uploadPhoto('GraphQL', other),
    ]),
    15_000,
    "Another visitor's feedback was not answered",
  );
  slow.forEach((upload) => upload.finish());
  const finished = await within(
    Promise.all(slow.map((upload) => upload.response)),
    15_000,
    'The slow uploads did not complete',
  );

  expect(others.map(({ status, stored }) => ({ status, stored }))).toEqual([
    { status: 201, stored: true },
    { status: 200, stored: true },
    { status: 201, stored: true },
    { status: 200, stored: true },
  ]);
  expect(finished.map((answer) => answer.status)).toEqual([200, 201]);
  expect(await storedFor(other.user.id, uploads.databaseUrl)).toEqual({
    feedback: 4,
    images: 2,
    orphans: 0,
  });
  expect(await storedFor(slowVisitor.user.id, uploads.databaseUrl)).toEqual({
    feedback: 2,
    images: 2,
    orphans: 0,
  });
}, 60_000);

test.each<TransportName>(['GraphQL', 'REST'])(
  'a third upload at once over %s is refused with 429 and Retry-After, before it is read',
  async (transport) => {
    const visitor = await uploads.signedIn();
    const slow = await twoSlowUploads(visitor);

    const { path, form, headers } = feedbackUploadRequest(transport, validFeedback(), [
      { bytes: await png() },
    ]);
    const third = await within(
      fetch(`${uploads.base}${path}`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${visitor.token}` },
        body: form,
      }),
      15_000,
      'The third upload was not answered',
    );
    const refusal = {
      status: third.status,
      retryAfter: Number(third.headers.get('retry-after')),
      body: await third.json(),
    };
    slow.forEach((upload) => upload.finish());
    await within(Promise.all(slow.map((upload) => upload.response)), 15_000, 'Slow uploads');
    const afterwards = await uploadPhoto(transport, visitor);

    expect(refusal).toEqual({
      status: 429,
      retryAfter: expect.any(Number),
      body: { message: BUSY },
    });
    expect(refusal.retryAfter).toBeGreaterThan(0);
    expect(afterwards).toMatchObject({ stored: true });
    expect(await storedFor(visitor.user.id, uploads.databaseUrl)).toEqual({
      feedback: 3,
      images: 3,
      orphans: 0,
    });
  },
  60_000,
);

test.each<TransportName>(['GraphQL', 'REST'])(
  'an upload over %s that stops sending is cut off with 408 after UPLOAD_IDLE_TIMEOUT_MS, and nothing is stored',
  async (transport) => {
    const visitor = await uploads.signedIn();
    const stalled = await halfSent(transport, visitor);

    const answer = await within(
      stalled.response,
      IDLE_MS + 10_000,
      'The stalled upload was not cut',
    );
    const afterwards = await uploadPhoto(transport, visitor);

    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 408,
      body: { message: STALLED },
    });
    expect(afterwards).toMatchObject({ stored: true });
    expect(await storedFor(visitor.user.id, uploads.databaseUrl)).toEqual({
      feedback: 1,
      images: 1,
      orphans: 0,
    });
  },
  30_000,
);
