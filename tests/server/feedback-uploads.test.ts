import {
  created,
  FEEDBACK_TRANSPORTS,
  signedIn,
  storedFor,
  validFeedback,
  type Upload,
} from './support/feedback';
import { jpegOfSize, photoWithGps, pixelBomb, png, textFile } from './support/images';

/** MEDIA_MAX_FILE_BYTES as the test server runs it: the default. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

describe.each(FEEDBACK_TRANSPORTS)('feedback images over $name', (transport) => {
  test('five images are stored, a sixth is refused, and nothing is left behind', async () => {
    const user = await signedIn();
    const photo: Upload = { bytes: await png() };

    const six = await transport.create(user.token, validFeedback(), Array(6).fill(photo));
    const five = created(await transport.create(user.token, validFeedback(), Array(5).fill(photo)));

    expect(six).toMatchObject({ ok: false, message: 'You can upload a maximum of 5 images' });
    expect(five.images).toHaveLength(5);
    expect(await storedFor(user.user.id)).toEqual({ feedback: 1, images: 5, orphans: 0 });
  });

  test('an update keeps, removes and adds images within the limit of five', async () => {
    const user = await signedIn();
    const photo: Upload = { bytes: await png() };
    const feedback = created(
      await transport.create(user.token, validFeedback(), Array(3).fill(photo)),
    );
    const [first, , third] = feedback.images;

    const overLimit = await transport.update(
      user.token,
      feedback.id,
      validFeedback(),
      Array(4).fill(photo),
      [first, third],
    );
    const updated = created(
      await transport.update(user.token, feedback.id, validFeedback(), Array(3).fill(photo), [
        first,
      ]),
    );

    expect(overLimit).toMatchObject({ ok: false, message: 'You can upload a maximum of 5 images' });
    expect(updated.images).toHaveLength(4);
    expect(updated.images[0]).toBe(first);
    expect(updated.images).not.toContain(third);
    expect(await storedFor(user.user.id)).toEqual({ feedback: 1, images: 4, orphans: 0 });
  });

  test('a text file named .jpg is refused by its bytes, and nothing is stored', async () => {
    const user = await signedIn();

    const outcome = await transport.create(user.token, validFeedback(), [
      { bytes: await photoWithGps() },
      { bytes: textFile(), filename: 'sigiriya.jpg', type: 'image/jpeg' },
    ]);

    expect(outcome).toMatchObject({
      ok: false,
      message: 'Only JPEG, PNG, WebP and GIF images are accepted.',
    });
    if (transport.name === 'REST') expect(outcome).toMatchObject({ status: 415 });
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });

  test('a file exactly at the size limit is accepted; one byte more is refused', async () => {
    const user = await signedIn();

    const over = await transport.create(user.token, validFeedback(), [
      { bytes: await jpegOfSize(MAX_FILE_BYTES + 1) },
    ]);
    const atLimit = await transport.create(user.token, validFeedback(), [
      { bytes: await jpegOfSize(MAX_FILE_BYTES) },
    ]);

    expect(over).toMatchObject({ ok: false, message: 'Each image must be at most 10 MB.' });
    expect(created(atLimit).images).toHaveLength(1);
    expect(await storedFor(user.user.id)).toEqual({ feedback: 1, images: 1, orphans: 0 });
  });

  test('a decompression bomb is refused before it is decoded', async () => {
    const user = await signedIn();

    const outcome = await transport.create(user.token, validFeedback(), [{ bytes: pixelBomb() }]);

    expect(outcome).toMatchObject({
      ok: false,
      message: 'The image has too many pixels to process.',
    });
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });

  test('invalid fields are refused with the form messages before any image is stored', async () => {
    const user = await signedIn();
    const photo = [{ bytes: await png() }];

    const short = await transport.create(
      user.token,
      validFeedback({ comment: 'Too short' }),
      photo,
    );
    const noName = await transport.create(user.token, validFeedback({ fullName: ' ' }), photo);
    const noRating = await transport.create(user.token, validFeedback({ rating: 0 }), photo);

    expect([short, noName, noRating].map((o) => !o.ok && o.message)).toEqual([
      'Comment must be at least 10 characters long',
      'All fields are required',
      'All fields are required',
    ]);
    expect(await storedFor(user.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });
});
