import {
  feedbackUploadRequest,
  multipart,
  storedFor,
  validFeedback,
} from '../server/support/feedback';
import { jpegOfSize, png } from '../server/support/images';
import { eventually, startInFlightUpload, within } from '../server/support/in-flight-request';
import { startUploadServer, type UploadServer } from '../server/support/upload-server';

/**
 * A trickling upload (a byte now and then, never idle long enough to count as stalled) must not
 * hold its connection, its upload slot and its temporary files for ever: the whole body has
 * REQUEST_TIMEOUT_MS to arrive, and one still arriving then is cut off with an answer that says
 * why, leaving nothing behind.
 */
const IDLE_MS = 3000;
const DEADLINE_MS = 6000;
const TOO_SLOW =
  'The upload took too long and was cancelled. Please try again with fewer or smaller photos, or on a faster connection.';

type TransportName = 'GraphQL' | 'REST';

let uploads: UploadServer;

beforeAll(async () => {
  uploads = await startUploadServer({
    UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS),
    REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
  });
}, 120_000);

afterAll(async () => {
  await uploads?.stop();
});

test.each<TransportName>(['GraphQL', 'REST'])(
  'an upload over %s that trickles in is cut off with 408 at REQUEST_TIMEOUT_MS, and nothing is stored',
  async (transport) => {
    const visitor = await uploads.signedIn();
    const { path, form, headers } = feedbackUploadRequest(transport, validFeedback(), [
      { bytes: await jpegOfSize(256 * 1024) },
    ]);
    const trickle = await startInFlightUpload(`${uploads.base}${path}`, form, {
      ...headers,
      authorization: `Bearer ${visitor.token}`,
    });
    // A byte a second: never idle for UPLOAD_IDLE_TIMEOUT_MS, never done either.
    trickle.keepSending(1000);

    const answer = await within(
      trickle.response,
      DEADLINE_MS + 10_000,
      'The trickling upload was not cut off',
    ).finally(() => trickle.abort());
    await eventually(() => uploads.tempFiles().length === 0);
    const leftOnDisk = uploads.tempFiles();
    const stored = await storedFor(visitor.user.id, uploads.databaseUrl);
    // The cut upload no longer counts as one in flight: the next one goes through.
    const {
      path: nextPath,
      form: nextForm,
      headers: nextHeaders,
    } = feedbackUploadRequest(transport, validFeedback(), [{ bytes: await png() }]);
    const next = await multipart(
      'POST',
      nextPath,
      nextForm,
      visitor.token,
      nextHeaders,
      uploads.base,
    );

    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 408,
      body: { message: TOO_SLOW },
    });
    expect(stored).toEqual({ feedback: 0, images: 0, orphans: 0 });
    expect(leftOnDisk).toEqual([]);
    expect(next.status).toBe(transport === 'REST' ? 201 : 200);
    expect(await storedFor(visitor.user.id, uploads.databaseUrl)).toEqual({
      feedback: 1,
      images: 1,
      orphans: 0,
    });
  },
  40_000,
);
