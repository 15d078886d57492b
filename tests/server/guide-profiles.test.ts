import { tourGuide } from './support/albums';
import { graphqlAnswer, restAnswer, type Answer } from './support/answers';
import { contentEditor, REFUSED_CALLERS, unconfirmedGuide } from './support/content';
import { withDatabase } from './support/database';
import { signedIn } from './support/feedback';
import { GUIDES_TRANSPORTS, valueOf, type GuidesTransport } from './support/guides';
import { png } from './support/images';

const photo = async (width = 320, height = 400) => ({
  bytes: await png(width, height),
  type: 'image/png',
  filename: 'guide.png',
});

/** What a browser gets at a photo's address. */
async function served(url: string): Promise<{ status: number; type: string | null }> {
  const response = await fetch(`${process.env.TEST_BASE_URL}${url}`);
  await response.arrayBuffer();
  return { status: response.status, type: response.headers.get('content-type') };
}

/** Whether the guides' month marks the guide as the caller's own. */
async function markedYouInMonth(
  transport: GuidesTransport,
  token: string,
  guideId: string,
): Promise<boolean | undefined> {
  const month: Answer<{ id: string; isYou: boolean }[]> =
    transport.name === 'REST'
      ? await restAnswer('GET', '/tour-bookings/guides-month?month=2030-01', 'guides', { token })
      : await graphqlAnswer('{ guidesMonth(month: "2030-01") { id isYou } }', {}, { token });
  return valueOf(month).find(({ id }) => id === guideId)?.isYou;
}

/** No guide holds the account, whatever an earlier test linked. */
const unlinked = (userId: string) =>
  withDatabase((db) =>
    db.query(`UPDATE "guides" SET "account_id" = NULL WHERE "account_id" = $1`, [userId]),
  );

describe.each(GUIDES_TRANSPORTS)(
  "a guide's details, photo and account, over $name",
  (transport: GuidesTransport) => {
    const invalid = transport.name === 'REST' ? 400 : 'BAD_USER_INPUT';
    const newGuide = async (token: string) =>
      valueOf(await transport.add(token, { name: 'Sunil Bandara', languages: ['en'] }));

    test.each(REFUSED_CALLERS)('are kept from $name', async ({ token, expected }) => {
      const guide = await newGuide((await contentEditor()).token);
      const caller = await token();
      const refused =
        transport.name === 'REST' ? expected : expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';

      const answers = [
        await transport.update(caller, guide.id, { name: 'Taken Over', languages: ['de'] }),
        await transport.setPhoto(caller, guide.id, await photo()),
        await transport.removePhoto(caller, guide.id),
      ];

      expect(answers.map((answer) => (answer.ok ? 'allowed' : answer.refusal))).toEqual([
        refused,
        refused,
        refused,
      ]);
      expect(valueOf(await transport.guides((await contentEditor()).token))).toContainEqual(guide);
    });

    test("a guide's name and languages are changed, and checked as when added", async () => {
      const { token } = await contentEditor();
      const guide = await newGuide(token);

      const changed = valueOf(
        await transport.update(token, guide.id, { name: ' Sunil B. ', languages: ['de', 'si'] }),
      );
      const refused = await transport.update(token, guide.id, { name: '', languages: [] });
      const unknown = await transport.update(token, '6d0c4c1e-0000-4000-8000-000000000000', {
        name: 'Nobody',
        languages: ['en'],
      });

      expect(changed).toEqual({ ...guide, name: 'Sunil B.', languages: ['de', 'si'] });
      expect(refused).toMatchObject({
        ok: false,
        refusal: invalid,
        fields: {
          name: "Please give the guide's name.",
          languages: 'Give from 1 to 12 languages, each by its code (en, de, si …).',
        },
      });
      expect(unknown).toMatchObject({
        ok: false,
        refusal: transport.name === 'REST' ? 404 : 'NOT_FOUND',
        message: 'No guide has this id.',
      });
    });

    test('a guide is given the phone travellers call them on; one that is no phone is refused', async () => {
      const { token } = await contentEditor();
      const guide = await newGuide(token);
      const details = { name: guide.name, languages: guide.languages };

      const given = valueOf(
        await transport.update(token, guide.id, { ...details, phone: ' +94 77 555 0101 ' }),
      );
      const refused = await transport.update(token, guide.id, { ...details, phone: 'call me' });
      const removed = valueOf(await transport.update(token, guide.id, { ...details, phone: '' }));

      expect(given).toEqual({ ...guide, phone: '+94 77 555 0101' });
      expect(refused).toMatchObject({
        ok: false,
        refusal: invalid,
        fields: {
          phone:
            'Give the phone as digits and spaces, a leading + allowed, such as +94 77 123 4567.',
        },
      });
      expect(removed).toEqual({ ...guide, phone: null });
    });

    test("a guide is linked to a tour guide's account, one guide to an account", async () => {
      const editor = await contentEditor();
      const other = await tourGuide();
      await unlinked(editor.user.id);
      const guide = await newGuide(editor.token);
      const second = await newGuide(editor.token);
      const details = { name: guide.name, languages: guide.languages };

      const linked = valueOf(
        await transport.update(editor.token, guide.id, {
          ...details,
          accountEmail: ` ${editor.user.email.toUpperCase()} `,
        }),
      );
      const seenByOther = valueOf(await transport.guides(other.token)).find(
        ({ id }) => id === guide.id,
      );
      const twice = await transport.update(editor.token, second.id, {
        ...details,
        accountEmail: editor.user.email,
      });
      const unchanged = valueOf(await transport.guides(editor.token)).find(
        ({ id }) => id === second.id,
      );

      expect(linked).toMatchObject({ accountEmail: editor.user.email, isYou: true });
      expect(seenByOther).toMatchObject({ accountEmail: editor.user.email, isYou: false });
      expect(await markedYouInMonth(transport, editor.token, guide.id)).toBe(true);
      expect(await markedYouInMonth(transport, other.token, guide.id)).toBe(false);
      expect(twice).toMatchObject({
        ok: false,
        refusal: invalid,
        fields: { accountEmail: 'This account already belongs to another guide.' },
      });
      expect(unchanged).toEqual(second);

      const unlinkedAgain = valueOf(
        await transport.update(editor.token, guide.id, { ...details, accountEmail: '' }),
      );
      expect(unlinkedAgain).toMatchObject({ accountEmail: null, isYou: false });
    });

    test('only the account of a tour guide whose address is confirmed can be linked', async () => {
      const { token } = await contentEditor();
      const visitor = await signedIn();
      const unconfirmed = await unconfirmedGuide();
      const refusal = {
        ok: false,
        refusal: invalid,
        fields: {
          accountEmail: 'No tour guide with a confirmed address signs in with this email address.',
        },
      };

      for (const accountEmail of [
        visitor.user.email,
        unconfirmed.user.email,
        'nobody-here@example.com',
      ]) {
        expect(
          await transport.add(token, { name: 'Hiran', languages: ['en'], accountEmail }),
        ).toMatchObject(refusal);
      }
      const added = valueOf(await transport.guides(token)).filter(({ name }) => name === 'Hiran');
      expect(added).toEqual([]);
    });

    test("a guide's photo is stored as WebP, replaced, then removed with its files", async () => {
      const { token } = await contentEditor();
      const guide = await newGuide(token);

      const first = valueOf(await transport.setPhoto(token, guide.id, await photo()));
      const firstUrl = first.photo ?? '';
      const second = valueOf(await transport.setPhoto(token, guide.id, await photo(300, 300)));
      const secondUrl = second.photo ?? '';

      expect(firstUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/320\.webp$/);
      expect(secondUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/300\.webp$/);
      expect(await served(firstUrl)).toEqual({ status: 404, type: expect.anything() });
      expect(await served(secondUrl)).toEqual({ status: 200, type: 'image/webp' });

      const removed = valueOf(await transport.removePhoto(token, guide.id));
      expect(removed).toEqual({ ...guide, photo: null });
      expect((await served(secondUrl)).status).toBe(404);
    });

    test('a photo must be one picture of a kind the site takes', async () => {
      const { token } = await contentEditor();
      const guide = await newGuide(token);

      const none = await transport.setPhoto(token, guide.id, null);
      const text = await transport.setPhoto(token, guide.id, {
        bytes: Buffer.from('not a picture at all'),
        type: 'image/png',
        filename: 'guide.png',
      });

      expect(none).toMatchObject({
        ok: false,
        refusal: invalid,
        fields: { photo: 'Please choose a photo to upload.' },
      });
      expect(text).toMatchObject({ ok: false });
      expect(valueOf(await transport.guides(token)).find(({ id }) => id === guide.id)).toEqual(
        guide,
      );
    });
  },
);
