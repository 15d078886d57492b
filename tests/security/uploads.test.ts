import {
  ALBUM_TRANSPORTS,
  storedForAlbum,
  tourGuide,
  validAlbum,
  valueOfOutcome,
} from '../server/support/albums';
import {
  blob,
  created,
  FEEDBACK_TRANSPORTS,
  multipart,
  signedIn,
  storedFor,
  validFeedback,
  type Upload,
} from '../server/support/feedback';
import { request } from '../server/support/http';
import { jpegOfSize, png } from '../server/support/images';

/**
 * A lone file over MEDIA_MAX_FILE_BYTES, a text file named .jpg and the per-entry counts (a sixth
 * feedback image, an eleventh album photo) are covered in tests/server/{feedback,albums}-uploads.
 */
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
    '<script>fetch("/api/auth/me")</script><rect width="64" height="64"/></svg>',
);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');
/** Starts like a GIF, reads as JavaScript: `GIF89a` becomes a variable. */
const GIF_SCRIPT = Buffer.from('GIF89a=1;alert(document.domain);//\x00\x00\x00\x00');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PAYLOAD = '<script>alert(1)</script>';

type Refusal = { rest: number; graphql: string };
const UNSUPPORTED: Refusal = { rest: 415, graphql: 'UNSUPPORTED_MEDIA_TYPE' };
const UNREADABLE: Refusal = { rest: 422, graphql: 'INVALID_IMAGE' };

const TOO_LARGE: Refusal = { rest: 413, graphql: 'FILE_TOO_LARGE' };
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const REFUSED_FILES: [string, () => Promise<Upload> | Upload, Refusal][] = [
  [
    'an SVG with a script',
    () => ({ bytes: SVG, filename: 'map.svg', type: 'image/svg+xml' }),
    UNSUPPORTED,
  ],
  [
    'an SVG named .png',
    () => ({ bytes: SVG, filename: 'map.png', type: 'image/png' }),
    UNSUPPORTED,
  ],
  [
    'an HTML page named .jpg',
    () => ({ bytes: HTML, filename: 'ella.jpg', type: 'image/jpeg' }),
    UNSUPPORTED,
  ],
  [
    'a PDF named .jpg',
    () => ({ bytes: PDF, filename: 'ticket.jpg', type: 'image/jpeg' }),
    UNSUPPORTED,
  ],
  [
    'a script behind a GIF signature',
    () => ({ bytes: GIF_SCRIPT, filename: 'smile.gif', type: 'image/gif' }),
    UNREADABLE,
  ],
  [
    'a photo one byte over the size limit',
    async () => ({ bytes: await jpegOfSize(MAX_FILE_BYTES + 1) }),
    TOO_LARGE,
  ],
];

function refusedAs(
  name: string,
  outcome: { ok: boolean; status?: number; code?: string },
  refusal: Refusal,
) {
  expect(outcome.ok).toBe(false);
  if (name === 'REST') expect(outcome.status).toBe(refusal.rest);
  else expect(outcome.code).toBe(refusal.graphql);
}

/** A real PNG with an HTML payload after its end: a browser sniffing it could run the script. */
async function pngWithHtml(): Promise<Buffer> {
  return Buffer.concat([await png(), Buffer.from(`<html>${PAYLOAD}</html>`)]);
}

async function servedBytes(url: string): Promise<{ type: string | null; text: string }> {
  const response = await request('GET', url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), text: response.text };
}

describe.each(FEEDBACK_TRANSPORTS)('feedback uploads over $name', (transport) => {
  test.each(REFUSED_FILES)(
    '%s beside a real photo is refused, and nothing is stored',
    async (_, makeUpload, refusal) => {
      const user = await signedIn();

      const outcome = await transport.create(user.token, validFeedback(), [
        { bytes: await png() },
        await makeUpload(),
      ]);

      refusedAs(transport.name, outcome, refusal);
      expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
    },
  );

  test('a polyglot PNG is stored re-encoded: its payload is never served', async () => {
    const user = await signedIn();

    const feedback = created(
      await transport.create(user.token, validFeedback(), [
        { bytes: await pngWithHtml(), filename: 'page.html', type: 'text/html' },
      ]),
    );

    const served = await servedBytes(feedback.images[0]);
    expect(served.type).toBe('image/webp');
    expect(served.text).not.toContain(PAYLOAD);
  });
});

describe.each(ALBUM_TRANSPORTS)('album uploads over $name', (transport) => {
  const newAlbum = async () => {
    const guide = await tourGuide();
    return {
      token: guide.token,
      album: valueOfOutcome(await transport.create(guide.token, validAlbum())),
    };
  };

  test.each(REFUSED_FILES)(
    '%s beside a real photo is refused, and nothing is stored',
    async (_, makeUpload, refusal) => {
      const { token, album } = await newAlbum();

      const outcome = await transport.upload(token, album.id, [
        { bytes: await png() },
        await makeUpload(),
      ]);

      refusedAs(transport.name, outcome, refusal);
      expect(await storedForAlbum(album.id)).toEqual({ images: 0, media: 0 });
    },
  );

  test('a polyglot PNG is stored re-encoded: its payload is never served', async () => {
    const { token, album } = await newAlbum();

    const uploaded = valueOfOutcome(
      await transport.upload(token, album.id, [{ bytes: await pngWithHtml() }]),
    );

    const served = await servedBytes(uploaded.images[0].url);
    expect(served.type).toBe('image/webp');
    expect(served.text).not.toContain(PAYLOAD);
  });
});

/**
 * A GraphQL multipart request whose map points one file at several places: a client could try to
 * pass the per-request file limit with one part.
 */
async function oneFileMappedTo(
  query: string,
  variables: Record<string, unknown>,
  paths: string[],
  token: string,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify({ 0: paths }));
  form.append('0', ...blob({ bytes: await png() }));
  return multipart('POST', '/graphql', form, token, { 'apollo-require-preflight': 'true' });
}

/** Over GraphQL, as many file parts as the test names, all for createFeedback's images. */
async function feedbackWithParts(count: number, token: string) {
  const form = new FormData();
  const images = Array.from({ length: count }, () => null);
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation ($input: FeedbackInput!, $images: [Upload!]) {
        createFeedback(input: $input, images: $images) { id } }`,
      variables: { input: validFeedback(), images },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(images.map((_, i) => [i, [`variables.images.${i}`]]))),
  );
  const bytes = await png();
  images.forEach((_, i) => form.append(String(i), ...blob({ bytes })));
  return multipart('POST', '/graphql', form, token, { 'apollo-require-preflight': 'true' });
}

describe('how many files one request carries', () => {
  test('GraphQL: one file part mapped to six feedback images counts as six, and is refused', async () => {
    const user = await signedIn();

    const { body } = await oneFileMappedTo(
      `mutation ($input: FeedbackInput!, $images: [Upload!]) {
        createFeedback(input: $input, images: $images) { id } }`,
      { input: validFeedback(), images: [null, null, null, null, null, null] },
      [0, 1, 2, 3, 4, 5].map((i) => `variables.images.${i}`),
      user.token,
    );

    expect(body.errors?.[0]).toMatchObject({
      message: 'You can upload a maximum of 5 images',
    });
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });

  test('GraphQL: one file part mapped to eleven album photos counts as eleven, and is refused', async () => {
    const guide = await tourGuide();
    const album = valueOfOutcome(await ALBUM_TRANSPORTS[0].create(guide.token, validAlbum()));
    const files = Array.from({ length: 11 }, () => null);

    const { body } = await oneFileMappedTo(
      `mutation ($albumId: ID!, $files: [Upload!]!) {
        uploadAlbumImages(albumId: $albumId, files: $files) { id } }`,
      { albumId: album.id, files },
      files.map((_, i) => `variables.files.${i}`),
      guide.token,
    );

    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await storedForAlbum(album.id)).toEqual({ images: 0, media: 0 });
  });

  test('GraphQL: more file parts than any operation takes are refused before any is read', async () => {
    const user = await signedIn();

    const response = await feedbackWithParts(11, user.token);

    // Refused by the upload reader ahead of GraphQL, as a malformed request: an HTTP status.
    expect(response).toEqual({ status: 400, body: { message: 'Too many files in one request.' } });
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });

  test('REST: files under another field name count too: five images and three more are refused', async () => {
    const user = await signedIn();
    const form = new FormData();
    const fields = validFeedback();
    form.append('fullName', fields.fullName);
    form.append('rating', String(fields.rating));
    form.append('comment', fields.comment);
    const bytes = await png();
    for (let i = 0; i < 5; i += 1) form.append('images', ...blob({ bytes }));
    for (let i = 0; i < 3; i += 1) form.append('photos', ...blob({ bytes }));

    const response = await multipart('POST', '/api/feedback', form, user.token);

    expect(response).toMatchObject({
      status: 400,
      body: { message: 'You can upload a maximum of 5 images' },
    });
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });
});
