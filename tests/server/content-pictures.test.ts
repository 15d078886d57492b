import sharp from 'sharp';
import { ALBUM_TRANSPORTS, tourGuide, validAlbum, valueOfOutcome } from './support/albums';
import { CONTENT_TRANSPORTS, contentEditor, succeeded } from './support/content';
import { request } from './support/http';
import { photoWithGps, png } from './support/images';

async function served(src: string) {
  const response = await fetch(`${process.env.TEST_BASE_URL}${src}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each(CONTENT_TRANSPORTS)('pictures for content, over $name', (transport) => {
  test('an uploaded photo becomes WebP without metadata, with its size and alt text', async () => {
    const guide = await contentEditor();
    const photo = { bytes: await photoWithGps(800, 600), type: 'image/jpeg', filename: 'a.jpg' };

    const picture = succeeded(await transport.upload(guide.token, photo, ' Tea pluckers at dawn '));
    const file = await served(picture.src);
    const stored = await sharp(file.bytes).metadata();

    expect(picture).toEqual({
      src: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\/800\.webp$/),
      alt: 'Tea pluckers at dawn',
      width: 800,
      height: 600,
    });
    expect([file.status, file.type]).toEqual([200, 'image/webp']);
    expect({ exif: stored.exif, format: stored.format }).toEqual({
      exif: undefined,
      format: 'webp',
    });
  });

  test('a picture needs alt text, and a file', async () => {
    const guide = await contentEditor();
    const photo = { bytes: await png(), type: 'image/png', filename: 'a.png' };

    const withoutAlt = await transport.upload(guide.token, photo, '  ');
    const withoutFile = await transport.upload(guide.token, null, 'A beach');

    expect(withoutAlt).toMatchObject({ ok: false, fields: { alt: 'Alt text is required' } });
    expect(withoutFile).toMatchObject({
      ok: false,
      fields: { picture: 'Please choose a picture to upload.' },
    });
  });

  test("an album's photo is copied, so the site keeps it when the album goes", async () => {
    const guide = await contentEditor();
    const albums = ALBUM_TRANSPORTS[1];
    const albumGuide = await tourGuide();
    const album = valueOfOutcome(await albums.create(albumGuide.token, validAlbum()));
    const withPhoto = valueOfOutcome(
      await albums.upload(albumGuide.token, album.id, [{ bytes: await png(320, 240) }]),
    );
    const photo = withPhoto.images[0];

    const picture = succeeded(await transport.fromAlbum(guide.token, photo.id, 'Sunrise at Ella'));
    valueOfOutcome(await albums.remove(albumGuide.token, album.id));
    const missing = await transport.fromAlbum(guide.token, photo.id, 'Sunrise at Ella');

    expect(picture).toMatchObject({ alt: 'Sunrise at Ella', width: 320, height: 240 });
    expect(picture.src.split('/')[2]).not.toBe(photo.url.split('/')[2]);
    expect((await served(picture.src)).status).toBe(200);
    expect((await request('GET', photo.url)).status).toBe(404);
    expect(missing).toMatchObject({ ok: false, message: 'Photo not found' });
  });
});
