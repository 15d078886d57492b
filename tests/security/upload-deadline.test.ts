import { albumUploadRequest, storedForAlbum, validAlbum } from '../server/support/albums';
import {
  feedbackUploadRequest,
  multipart,
  storedFor,
  validFeedback,
  type Upload,
  type UploadRequest,
} from '../server/support/feedback';
import { request } from '../server/support/http';
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

/** Where a test uploads, as whom, and what the database then holds of its uploads. */
interface Target {
  token: string;
  upload(files: Upload[]): UploadRequest;
  stored(): Promise<unknown>;
}

/**
 * Sends `target` an upload a byte a second, never idle for UPLOAD_IDLE_TIMEOUT_MS and never done,
 * until it is answered; then what is left of it, and whether the next upload goes through (the
 * cut one no longer counts as one in flight).
 */
async function trickle(target: Target) {
  const { path, form, headers } = target.upload([{ bytes: await jpegOfSize(256 * 1024) }]);
  const slow = await startInFlightUpload(`${uploads.base}${path}`, form, {
    ...headers,
    authorization: `Bearer ${target.token}`,
  });
  slow.keepSending(1000);
  const answer = await within(
    slow.response,
    DEADLINE_MS + 10_000,
    'The trickling upload was not cut off',
  ).finally(() => slow.abort());
  await eventually(() => uploads.tempFiles().length === 0);
  const left = { onDisk: uploads.tempFiles(), stored: await target.stored() };
  const next = target.upload([{ bytes: await png() }]);
  const { status } = await multipart(
    'POST',
    next.path,
    next.form,
    target.token,
    next.headers,
    uploads.base,
  );
  return { answer: { status: answer.status, body: answer.body }, left, nextStatus: status };
}

const CUT_OFF = { status: 408, body: { message: TOO_SLOW } };

test.each<TransportName>(['GraphQL', 'REST'])(
  'a review with photos over %s that trickles in is cut off with 408 at REQUEST_TIMEOUT_MS, and nothing is stored',
  async (transport) => {
    const visitor = await uploads.signedIn();

    const outcome = await trickle({
      token: visitor.token,
      upload: (files) => feedbackUploadRequest(transport, validFeedback(), files),
      stored: () => storedFor(visitor.user.id, uploads.databaseUrl),
    });

    expect(outcome).toEqual({
      answer: CUT_OFF,
      left: { onDisk: [], stored: { feedback: 0, images: 0, orphans: 0 } },
      nextStatus: transport === 'REST' ? 201 : 200,
    });
    expect(await storedFor(visitor.user.id, uploads.databaseUrl)).toEqual({
      feedback: 1,
      images: 1,
      orphans: 0,
    });
  },
  40_000,
);

test.each<TransportName>(['GraphQL', 'REST'])(
  'album photos over %s that trickle in are cut off with 408 at REQUEST_TIMEOUT_MS, and nothing is stored',
  async (transport) => {
    const guide = await uploads.tourGuide();
    const created = await request<{ album: { _id: string } }>('POST', '/api/tour-albums', {
      body: validAlbum(),
      token: guide.token,
      base: uploads.base,
    });
    const albumId = created.body.album._id;

    const outcome = await trickle({
      token: guide.token,
      upload: (files) => albumUploadRequest(transport, albumId, files),
      stored: () => storedForAlbum(albumId, uploads.databaseUrl),
    });

    expect(outcome).toEqual({
      answer: CUT_OFF,
      left: { onDisk: [], stored: { images: 0, media: 0 } },
      nextStatus: transport === 'REST' ? 201 : 200,
    });
    expect(await storedForAlbum(albumId, uploads.databaseUrl)).toEqual({ images: 1, media: 1 });
  },
  40_000,
);
