import {
  created,
  FEEDBACK_TRANSPORTS,
  signedIn,
  storedFor,
  validFeedback,
} from './support/feedback';
import { photoWithGps } from './support/images';

describe.each(FEEDBACK_TRANSPORTS)('who may change feedback, over $name', (transport) => {
  test("user B can neither edit nor delete user A's feedback", async () => {
    const [alice, bob] = await Promise.all([signedIn(), signedIn()]);
    const original = validFeedback({ comment: 'Alice loved the Kandy perahera.' });
    const feedback = created(
      await transport.create(alice.token, original, [{ bytes: await photoWithGps() }]),
    );

    const edit = await transport.update(
      bob.token,
      feedback.id,
      validFeedback({ comment: 'Bob rewrote this review.' }),
    );
    const removal = await transport.remove(bob.token, feedback.id);

    expect(edit).toMatchObject({ ok: false, message: 'You can only change your own feedback' });
    expect(removal).toMatchObject({ ok: false, message: 'You can only change your own feedback' });
    if (transport.name === 'REST')
      expect([edit, removal].map((r) => r.ok || r.status)).toEqual([403, 403]);
    expect(await storedFor(alice.user.id)).toMatchObject({ feedback: 1, images: 1 });
  });

  test('the author edits and deletes their own feedback, and its images go with it', async () => {
    const alice = await signedIn();
    const feedback = created(
      await transport.create(alice.token, validFeedback(), [{ bytes: await photoWithGps() }]),
    );

    const edited = created(
      await transport.update(alice.token, feedback.id, validFeedback({ rating: 3, location: '' })),
    );
    const removal = await transport.remove(alice.token, feedback.id);

    expect(edited).toMatchObject({ id: feedback.id, rating: 3, images: feedback.images });
    expect(removal.ok).toBe(true);
    if (transport.name === 'REST') expect(removal.message).toBe('Feedback deleted successfully!');
    expect(await storedFor(alice.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });

  test('signed out, submitting is refused with the log-in message', async () => {
    const outcome = await transport.create(undefined, validFeedback(), [
      { bytes: await photoWithGps() },
    ]);

    expect(outcome).toMatchObject({ ok: false, message: 'Please log in to submit feedback' });
    if (transport.name === 'REST') expect(outcome).toMatchObject({ status: 401 });
    else expect(outcome).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  test('signed out, deleting asks for authentication', async () => {
    const alice = await signedIn();
    const feedback = created(await transport.create(alice.token, validFeedback()));

    const removal = await transport.remove(undefined, feedback.id);

    expect(removal).toMatchObject({
      ok: false,
      message: 'Authentication required. Please log in.',
    });
    expect(await storedFor(alice.user.id)).toMatchObject({ feedback: 1 });
  });
});
