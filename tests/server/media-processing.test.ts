import http from 'node:http';
import sharp from 'sharp';
import { deleteUser } from './support/database';
import {
  created,
  graphqlUpload,
  restFeedback,
  signedIn,
  storedFor,
  validFeedback,
} from './support/feedback';
import { request } from './support/http';
import { photoWithGps, png } from './support/images';
import { baseUrl } from './support/test-env';

async function fetchImage(url: string) {
  const response = await fetch(`${baseUrl()}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A revalidation as a cache sends it (fetch would add `Cache-Control: no-cache`). */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${url}`, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

async function postPhoto(bytes: Buffer) {
  const user = await signedIn();
  const feedback = created(await restFeedback.create(user.token, validFeedback(), [{ bytes }]));
  return { user, feedback, url: feedback.images[0] };
}

describe('stored images', () => {
  test('carry no EXIF, GPS or other metadata, while the upload did', async () => {
    const upload = await photoWithGps();
    const { url } = await postPhoto(upload);

    const { bytes } = await fetchImage(url);
    const stored = await sharp(bytes).metadata();

    expect((await sharp(upload).metadata()).exif?.toString('latin1')).toContain('Serendib Camera');
    expect(stored.format).toBe('webp');
    expect({ exif: stored.exif, xmp: stored.xmp, iptc: stored.iptc }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(bytes.includes(Buffer.from('Serendib Camera'))).toBe(false);
  });

  test('are turned upright by their EXIF orientation', async () => {
    // Orientation 6: the camera was turned a quarter, so the upright photo is portrait.
    const { url } = await postPhoto(await photoWithGps(400, 200, 6));

    const { width, height } = await sharp((await fetchImage(url)).bytes).metadata();

    expect({ width, height }).toEqual({ width: 200, height: 400 });
  });

  test('come in WebP widths up to 1920, never wider than the upload', async () => {
    const user = await signedIn();
    const query = `mutation Create($input: FeedbackInput!, $images: [Upload!]) {
      createFeedback(input: $input, images: $images) { images { width height srcset variants { width url } } } }`;

    const { body } = await graphqlUpload(
      query,
      { input: validFeedback() },
      [{ bytes: await png(2400, 1600) }, { bytes: await png(500, 300) }],
      user.token,
    );
    const [large, small] = (
      body as {
        data: { createFeedback: { images: { variants: { width: number; url: string }[] }[] } };
      }
    ).data.createFeedback.images;
    const served = await Promise.all(
      large.variants.map(
        async ({ url }) => (await sharp((await fetchImage(url)).bytes).metadata()).width,
      ),
    );

    expect(large.variants.map((v) => v.width)).toEqual([320, 640, 1280, 1920]);
    expect(served).toEqual([320, 640, 1280, 1920]);
    expect(small.variants.map((v) => v.width)).toEqual([320, 500]);
  });

  test('are served as immutable WebP with a strong ETag', async () => {
    const { url } = await postPhoto(await png());

    const { response } = await fetchImage(url);
    const etag = response.headers.get('etag') ?? '';
    const revalidated = await revalidate(url, etag);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(revalidated).toBe(304);
  });

  test('get a new URL when the content changes', async () => {
    const user = await signedIn();
    const feedback = created(
      await restFeedback.create(user.token, validFeedback(), [{ bytes: await png(64, 48) }]),
    );

    const replaced = created(
      await restFeedback.update(
        user.token,
        feedback.id,
        validFeedback(),
        [{ bytes: await png(80, 60) }],
        [],
      ),
    );

    expect(replaced.images).toHaveLength(1);
    expect(replaced.images[0]).not.toBe(feedback.images[0]);
    expect((await fetchImage(feedback.images[0])).response.status).toBe(404);
  });

  test('answer 404 to anything but a known id and width', async () => {
    const { url } = await postPhoto(await png());
    const id = url.split('/')[2];

    const paths = [`/media/${id}/321.webp`, `/media/${id}/320.png`, `/media/not-an-id/320.webp`];
    const statuses = await Promise.all(
      paths.map(async (path) => (await request('GET', path)).status),
    );

    expect(statuses).toEqual([404, 404, 404]);
  });

  test("deleting a user deletes their feedback and every image's bytes", async () => {
    const { user, url } = await postPhoto(await photoWithGps());

    await deleteUser(user.user.id);

    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
    expect((await fetchImage(url)).response.status).toBe(404);
  });
});
