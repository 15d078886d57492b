import { newAccount } from '../server/support/accounts';
import {
  ALBUM_TRANSPORTS,
  adminOperations,
  tourGuide,
  validAlbum,
  valueOfOutcome,
  type Outcome as AlbumOutcome,
} from '../server/support/albums';
import { BOOKING_TRANSPORTS, bookingForm } from '../server/support/bookings';
import {
  created,
  FEEDBACK_TRANSPORTS,
  signedIn,
  storedFor,
  validFeedback,
} from '../server/support/feedback';
import { graphql, rest } from '../server/support/http';
import { photoWithGps, png } from '../server/support/images';
import { restTransport, valueOf, type Outcome } from '../server/support/transports';

/** Valid ids of nothing: a refusal must not tell them apart from ids of real records. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(FEEDBACK_TRANSPORTS)("other users' feedback over $name", (transport) => {
  test("an edit cannot take over another review's images by naming them", async () => {
    const [alice, bob] = await Promise.all([signedIn(), signedIn()]);
    const bobs = created(
      await transport.create(bob.token, validFeedback(), [{ bytes: await png() }]),
    );
    const alices = created(await transport.create(alice.token, validFeedback()));

    const edited = created(
      await transport.update(alice.token, alices.id, validFeedback(), [], bobs.images),
    );

    expect(edited.images).toEqual([]);
    expect(await storedFor(bob.user.id)).toMatchObject({ feedback: 1, images: 1 });
  });

  test("photos sent with an edit of someone else's review are not stored", async () => {
    const [alice, bob] = await Promise.all([signedIn(), signedIn()]);
    const alices = created(await transport.create(alice.token, validFeedback()));

    const outcome = await transport.update(bob.token, alices.id, validFeedback(), [
      { bytes: await photoWithGps() },
    ]);

    expect(outcome).toMatchObject({
      ok: false,
      message: 'You can only change your own feedback',
    });
    expect(await storedFor(alice.user.id)).toMatchObject({ feedback: 1, images: 0 });
    expect(await storedFor(bob.user.id)).toEqual({ feedback: 0, images: 0, orphans: 0 });
  });
});

/** A refusal stripped of what may differ between two calls that must look alike. */
function seen(outcome: AlbumOutcome<unknown> | Outcome<unknown>) {
  if (outcome.ok) return 'allowed';
  return 'failure' in outcome ? outcome.failure : outcome;
}

describe.each(ALBUM_TRANSPORTS)('album management over $name', (transport) => {
  test('answers alike for a real and an unknown album to anyone but a tour guide', async () => {
    const guide = await tourGuide();
    const album = valueOfOutcome(await transport.create(guide.token, validAlbum()));
    const withImage = valueOfOutcome(
      await transport.upload(guide.token, album.id, [{ bytes: await png() }]),
    );
    const visitor = await signedIn();
    const real = adminOperations(transport, album.id, withImage.images[0].id);
    const unknown = adminOperations(transport, UNKNOWN_ID, UNKNOWN_ID);

    for (const token of [undefined, visitor.token]) {
      for (const name of Object.keys(real) as (keyof typeof real)[]) {
        const [onReal, onUnknown] = [
          seen(await real[name](token)),
          seen(await unknown[name](token)),
        ];
        expect({ name, answer: onUnknown }).toEqual({ name, answer: onReal });
        expect(onReal).not.toBe('allowed');
      }
    }
    expect(valueOfOutcome(await transport.get(album.id))).toEqual(withImage);
  });
});

describe.each(BOOKING_TRANSPORTS)('the enquiry inbox over $name', (transport) => {
  test('answers alike for a real and an unknown enquiry to anyone but a tour guide', async () => {
    const { booking } = valueOf(await transport.request(bookingForm()));
    const visitor = valueOf(await restTransport.register(newAccount()));

    for (const token of [undefined, visitor.token]) {
      const real = [
        await transport.setStatus(booking.id, 'confirmed', { token }),
        await transport.resend(booking.id, UNKNOWN_ID, { token }),
      ];
      const unknown = [
        await transport.setStatus(UNKNOWN_ID, 'confirmed', { token }),
        await transport.resend(UNKNOWN_ID, UNKNOWN_ID, { token }),
      ];
      expect(unknown.map(seen)).toEqual(real.map(seen));
      expect(real.map(seen)).toEqual([
        transport.expected(token ? 'forbidden' : 'unauthenticated'),
        transport.expected(token ? 'forbidden' : 'unauthenticated'),
      ]);
    }
  });
});

describe('accounts', () => {
  test('REST delete-account deletes the caller only, whoever the body names', async () => {
    const [alice, bob] = await Promise.all([signedIn(), signedIn()]);

    const response = await rest(
      'DELETE',
      '/api/auth/delete-account',
      { id: alice.user.id, _id: alice.user.id, userId: alice.user.id, email: alice.user.email },
      bob.token,
    );

    expect(response.status).toBe(200);
    expect(valueOf(await restTransport.me(alice.token))).toEqual(alice.user);
    expect((await restTransport.me(bob.token)).ok).toBe(false);
  });

  test('GraphQL account mutations take no user id to act on', async () => {
    const [alice, bob] = await Promise.all([signedIn(), signedIn()]);
    const mutations = [
      `mutation { deleteAccount(id: "${alice.user.id}") { message } }`,
      `mutation { updateProfile(id: "${alice.user.id}", input: { name: "Taken", country: "Spain" }) { id } }`,
      `mutation { signOutOtherDevices(userId: "${alice.user.id}") { token } }`,
    ];

    for (const mutation of mutations) {
      const { body } = await graphql(mutation, {}, bob.token);
      expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    expect(valueOf(await restTransport.me(alice.token))).toEqual(alice.user);
    expect(valueOf(await restTransport.me(bob.token))).toEqual(bob.user);
  });
});
