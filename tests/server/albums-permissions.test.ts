import {
  ALBUM_TRANSPORTS,
  adminOperations,
  refusal,
  tourGuide,
  validAlbum,
  valueOfOutcome,
} from './support/albums';
import { signedIn } from './support/feedback';
import { request } from './support/http';
import { png } from './support/images';

describe.each(ALBUM_TRANSPORTS)('who may change albums, over $name', (transport) => {
  async function albumWithImage() {
    const guide = await tourGuide();
    const album = valueOfOutcome(await transport.create(guide.token, validAlbum()));
    const withImage = valueOfOutcome(
      await transport.upload(guide.token, album.id, [{ bytes: await png() }], ['Sunrise']),
    );
    return withImage;
  }

  test('signed out, every admin operation answers 401 and changes nothing', async () => {
    const album = await albumWithImage();
    const operations = adminOperations(transport, album.id, album.images[0].id);

    const outcomes: Record<string, unknown> = {};
    for (const [name, operation] of Object.entries(operations)) {
      outcomes[name] = refusal(await operation());
    }

    expect(outcomes).toEqual(Object.fromEntries(Object.keys(operations).map((n) => [n, 401])));
    expect(valueOfOutcome(await transport.get(album.id))).toEqual(album);
  });

  test('a signed-in visitor who is not a tour guide gets 403 on every admin operation', async () => {
    const album = await albumWithImage();
    const visitor = await signedIn();
    const operations = adminOperations(transport, album.id, album.images[0].id);

    const outcomes: Record<string, unknown> = {};
    for (const [name, operation] of Object.entries(operations)) {
      outcomes[name] = refusal(await operation(visitor.token));
    }

    expect(outcomes).toEqual(Object.fromEntries(Object.keys(operations).map((n) => [n, 403])));
    const refused = await operations.createAlbum(visitor.token);
    expect(refused).toMatchObject({
      ok: false,
      message: 'You need tour guide privileges to access this page.',
    });
    expect(valueOfOutcome(await transport.get(album.id))).toEqual(album);
  });

  test('anyone reads the albums; an unknown album is "Album not found"', async () => {
    const album = await albumWithImage();

    const list = valueOfOutcome(await transport.list());
    const missing = await transport.get('00000000-0000-4000-8000-000000000000');
    const malformed = await transport.get('not-an-id');

    expect(list.find((a) => a.id === album.id)).toEqual(album);
    expect(missing).toMatchObject({ ok: false, message: 'Album not found' });
    expect(malformed).toMatchObject({ ok: false, message: 'Album not found' });
    if (transport.name === 'REST')
      expect([missing, malformed].map((o) => !o.ok && o.status)).toEqual([404, 404]);
  });
});

describe('the debug endpoints', () => {
  test('are for tour guides only: 401 signed out, 403 for a visitor', async () => {
    const visitor = await signedIn();

    const statuses = [];
    for (const path of ['/api/debug/images', '/api/debug/test-image']) {
      statuses.push((await request('GET', path)).status);
      statuses.push((await request('GET', path, { token: visitor.token })).status);
    }

    expect(statuses).toEqual([401, 403, 401, 403]);
  });

  test('report the stored images and show a sample on the test page', async () => {
    const guide = await tourGuide();
    const album = valueOfOutcome(await ALBUM_TRANSPORTS[1].create(guide.token, validAlbum()));
    await ALBUM_TRANSPORTS[1].upload(guide.token, album.id, [{ bytes: await png() }]);

    const images = await request<Record<string, unknown>>('GET', '/api/debug/images', {
      token: guide.token,
    });
    const page = await request('GET', '/api/debug/test-image', { token: guide.token });

    expect(images.status).toBe(200);
    expect(images.body).toMatchObject({
      rootUploads: { fileCount: expect.any(Number) },
      backendUploads: { fileCount: expect.any(Number) },
      sampleImageUrl: expect.stringMatching(/^\/media\/[0-9a-f-]+\/\d+\.webp$/),
      absoluteImageUrl: expect.stringMatching(/^http:\/\/.+\/media\/[0-9a-f-]+\/\d+\.webp$/),
    });
    const counts = images.body as {
      rootUploads: { fileCount: number };
      backendUploads: { fileCount: number };
    };
    expect(counts.rootUploads.fileCount).toBeGreaterThan(0);
    expect(counts.backendUploads.fileCount).toBeGreaterThanOrEqual(counts.rootUploads.fileCount);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain(`<img src="${String(images.body.absoluteImageUrl)}"`);
  });
});
