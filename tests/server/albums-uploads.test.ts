import sharp from 'sharp';
import {
  ALBUM_TRANSPORTS,
  mediaLeft,
  storedForAlbum,
  tourGuide,
  validAlbum,
  valueOfOutcome,
} from './support/albums';
import type { Upload } from './support/feedback';
import { request } from './support/http';
import { jpegOfSize, png, textFile } from './support/images';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

describe.each(ALBUM_TRANSPORTS)('album photos over $name', (transport) => {
  async function newAlbum() {
    const guide = await tourGuide();
    const album = valueOfOutcome(await transport.create(guide.token, validAlbum()));
    return { token: guide.token, album };
  }

  test('ten photos at once are stored in order with their captions; an eleventh is refused', async () => {
    const { token, album } = await newAlbum();
    const photo: Upload = { bytes: await png() };
    const captions = Array.from({ length: 10 }, (_, i) => `Photo ${i + 1}`);

    const eleven = await transport.upload(token, album.id, Array(11).fill(photo));
    const ten = valueOfOutcome(
      await transport.upload(token, album.id, Array(10).fill(photo), captions),
    );

    expect(eleven.ok).toBe(false);
    expect(ten.images.map((image) => image.caption)).toEqual(captions);
    expect(ten.coverImage).toBe(ten.images[0].url);
    expect(await storedForAlbum(album.id)).toEqual({ images: 10, media: 10 });
  });

  test('a photo of exactly 10 MB is accepted; one byte more is refused', async () => {
    const { token, album } = await newAlbum();

    const over = await transport.upload(token, album.id, [
      { bytes: await jpegOfSize(MAX_FILE_BYTES + 1) },
    ]);
    const atLimit = await transport.upload(token, album.id, [
      { bytes: await jpegOfSize(MAX_FILE_BYTES) },
    ]);

    expect(over).toMatchObject({ ok: false, message: 'Each image must be at most 10 MB.' });
    expect(valueOfOutcome(atLimit).images).toHaveLength(1);
    expect(await storedForAlbum(album.id)).toEqual({ images: 1, media: 1 });
  });

  test('a text file named .jpg, and a WebP, are refused by their bytes; nothing is stored', async () => {
    const { token, album } = await newAlbum();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();

    const text = await transport.upload(token, album.id, [
      { bytes: await png() },
      { bytes: textFile(), filename: 'ella.jpg', type: 'image/jpeg' },
    ]);
    const webpOutcome = await transport.upload(token, album.id, [
      { bytes: webp, filename: 'ella.png', type: 'image/png' },
    ]);

    for (const outcome of [text, webpOutcome]) {
      expect(outcome).toMatchObject({
        ok: false,
        message: 'Only JPEG, PNG and GIF images are accepted.',
      });
      if (transport.name === 'REST') expect(outcome).toMatchObject({ status: 415 });
    }
    expect(await storedForAlbum(album.id)).toEqual({ images: 0, media: 0 });
  });

  test('no photo, or a caption over 60 characters, is refused with the form words', async () => {
    const { token, album } = await newAlbum();

    const none = await transport.upload(token, album.id, []);
    const longCaption = await transport.upload(
      token,
      album.id,
      [{ bytes: await png() }],
      ['x'.repeat(61)],
    );

    expect(none).toMatchObject({
      ok: false,
      message: 'Please select at least one image to upload.',
    });
    expect(longCaption).toMatchObject({
      ok: false,
      message: 'Caption must be at most 60 characters',
    });
    expect(await storedForAlbum(album.id)).toEqual({ images: 0, media: 0 });
  });

  test('cover, caption and image deletion; the cover falls back to the first image', async () => {
    const { token, album } = await newAlbum();
    const photo: Upload = { bytes: await png() };
    const uploaded = valueOfOutcome(
      await transport.upload(token, album.id, Array(3).fill(photo), ['A', 'B', 'C']),
    );
    const [first, second, third] = uploaded.images;

    const covered = valueOfOutcome(await transport.cover(token, album.id, third.id));
    const captioned = valueOfOutcome(
      await transport.caption(token, album.id, second.id, 'x'.repeat(60)),
    );
    const tooLong = await transport.caption(token, album.id, second.id, 'x'.repeat(61));
    const afterDelete = valueOfOutcome(await transport.deleteImage(token, album.id, third.id));
    const foreign = await transport.cover(token, album.id, '00000000-0000-4000-8000-000000000000');

    expect(covered.coverImage).toBe(third.url);
    expect(captioned).toEqual({ id: second.id, caption: 'x'.repeat(60) });
    expect(tooLong).toMatchObject({ ok: false, message: 'Caption must be at most 60 characters' });
    expect(afterDelete.images.map((i) => i.id)).toEqual([first.id, second.id]);
    expect(afterDelete.coverImage).toBe(first.url);
    expect(foreign).toMatchObject({ ok: false, message: 'Image not found' });
    expect(await mediaLeft([third.url])).toBe(0);
  });

  test('deleting an album removes its images and their media', async () => {
    const { token, album } = await newAlbum();
    const uploaded = valueOfOutcome(
      await transport.upload(token, album.id, [
        { bytes: await png() },
        { bytes: await png(30, 20) },
      ]),
    );
    await transport.cover(token, album.id, uploaded.images[1].id);

    const removal = await transport.remove(token, album.id);

    expect(removal.ok).toBe(true);
    expect(await transport.get(album.id)).toMatchObject({ ok: false, message: 'Album not found' });
    expect(await storedForAlbum(album.id)).toEqual({ images: 0, media: 0 });
    expect(await mediaLeft(uploaded.images.map((image) => image.url))).toBe(0);
  });

  test('title, location and date are required; the album is updated in place', async () => {
    const { token, album } = await newAlbum();

    const invalid = await transport.create(token, { title: ' ', location: '', date: '' });
    const badDate = await transport.create(token, validAlbum({ date: '2025-02-30' }));
    const updated = valueOfOutcome(
      await transport.update(
        token,
        album.id,
        validAlbum({ title: 'Hill Country Rail', description: '' }),
      ),
    );

    expect(invalid).toMatchObject({ ok: false, message: 'Title is required' });
    expect(badDate).toMatchObject({ ok: false, message: 'Please enter a valid date' });
    expect(updated).toMatchObject({ id: album.id, title: 'Hill Country Rail', description: null });
  });
});

describe('the REST album shapes', () => {
  test('use _id, the cover as a URL and images as {_id, url, caption}; `published` is ignored', async () => {
    const guide = await tourGuide();
    const created = await request<{ album: Record<string, unknown>; message: string }>(
      'POST',
      '/api/tour-albums',
      { token: guide.token, body: { ...validAlbum(), published: true } },
    );
    const id = created.body.album._id as string;
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    form.append('images', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'b.png');
    form.append('captions', JSON.stringify(['Lion gate']));
    const uploadResponse = await fetch(
      `${process.env.TEST_BASE_URL}/api/tour-albums/${id}/images`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${guide.token}` },
        body: form,
      },
    );
    const uploaded = (await uploadResponse.json()) as {
      album: Record<string, unknown>;
      message: string;
    };
    const updated = await request<{ album: Record<string, unknown> }>(
      'PUT',
      `/api/tour-albums/${id}?t=1764200000000`,
      {
        token: guide.token,
        body: { ...validAlbum({ title: 'Renamed' }), published: false },
      },
    );

    expect(created.status).toBe(201);
    expect(created.body.message).toBe('New album created successfully!');
    expect(created.body.album).not.toHaveProperty('published');
    expect(uploadResponse.status).toBe(201);
    expect(uploaded.message).toBe('2 images uploaded successfully!');
    expect(uploaded.album).toMatchObject({
      _id: id,
      coverImage: expect.stringMatching(/^\/media\//),
      images: [
        { _id: expect.any(String), url: expect.stringMatching(/^\/media\//), caption: 'Lion gate' },
        { _id: expect.any(String), url: expect.stringMatching(/^\/media\//), caption: '' },
      ],
    });
    expect(updated.body.album).toMatchObject({ _id: id, title: 'Renamed' });
    expect(updated.body.album).not.toHaveProperty('published');
  });
});
