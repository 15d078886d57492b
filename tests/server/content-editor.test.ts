import { signedIn } from './support/feedback';
import {
  CONTENT_TRANSPORTS,
  contentEditor,
  faqItem,
  succeeded,
  target,
  type ContentTransport,
} from './support/content';

describe.each(CONTENT_TRANSPORTS)(
  'the content editor, over $name',
  (transport: ContentTransport) => {
    async function newDraft(overrides: Record<string, unknown> = {}) {
      const guide = await contentEditor();
      const entry = succeeded(await transport.create(guide.token, 'faqItem', faqItem(overrides)));
      return { guide, entry };
    }

    async function publicFaqEntry(key: string, language?: string) {
      const entries = succeeded(await transport.published('faqItem', language));
      return entries.find((entry) => entry.key === key);
    }
    const publicFaq = async (key: string, language?: string) =>
      (await publicFaqEntry(key, language))?.document;

    test('a new entry is a draft until published; then visitors read it', async () => {
      const { guide, entry } = await newDraft();

      const before = await publicFaq(entry.key);
      const published = succeeded(await transport.publish(guide.token, target(entry)));
      const after = await publicFaq(entry.key);

      expect(entry).toMatchObject({ published: null, draft: { number: 1, state: 'draft' } });
      expect(before).toBeUndefined();
      expect(published).toMatchObject({
        draft: null,
        published: { number: 1, state: 'published' },
      });
      expect(after).toEqual(entry.draft?.document);
    });

    test('a saved draft stays hidden until published; visitors keep the published text', async () => {
      const { guide, entry } = await newDraft();
      const live = succeeded(await transport.publish(guide.token, target(entry)));
      const document = { ...live.published?.document, answer: 'Children under 12 travel free.' };

      const saved = succeeded(await transport.save(guide.token, target(live), document));
      const whileDraft = await publicFaq(entry.key);
      succeeded(await transport.publish(guide.token, target(saved)));

      expect(saved.draft).toMatchObject({ number: 2, state: 'draft', document });
      expect(whileDraft).toEqual(live.published?.document);
      expect(await publicFaq(entry.key)).toEqual(document);
    });

    test('a stale save is refused and changes nothing', async () => {
      const { guide, entry } = await newDraft();
      const openedAt = target(entry);
      const first = succeeded(
        await transport.save(guide.token, openedAt, faqItem({ id: entry.key, answer: 'First.' })),
      );

      const stale = await transport.save(
        guide.token,
        openedAt,
        faqItem({ id: entry.key, answer: 'Second, from an old form.' }),
      );
      const stalePublish = await transport.publish(guide.token, openedAt);

      const expected = {
        ok: false,
        message:
          'Someone else changed this content since you opened it. Reload to see their version.',
      };
      expect(stale).toMatchObject(expected);
      expect(stalePublish).toMatchObject(expected);
      if (transport.name === 'REST') expect(!stale.ok && stale.status).toBe(409);
      else expect(!stale.ok && stale.code).toBe('CONTENT_STALE');
      expect(succeeded(await transport.get(guide.token, 'faqItem', entry.key)).draft).toEqual(
        first.draft,
      );
    });

    test('restoring an old revision brings its text back as a new revision', async () => {
      const { guide, entry } = await newDraft({ answer: 'The original answer.' });
      const published = succeeded(await transport.publish(guide.token, target(entry)));
      const changed = succeeded(
        await transport.save(
          guide.token,
          target(published),
          faqItem({ id: entry.key, answer: 'A worse answer.' }),
        ),
      );
      const republished = succeeded(await transport.publish(guide.token, target(changed)));

      const restored = succeeded(await transport.restore(guide.token, target(republished), 1));
      succeeded(await transport.publish(guide.token, target(restored)));
      const history = succeeded(await transport.revisions(guide.token, 'faqItem', entry.key));

      expect(restored.draft).toMatchObject({
        number: 3,
        document: { answer: 'The original answer.' },
      });
      expect(await publicFaq(entry.key)).toMatchObject({ answer: 'The original answer.' });
      expect(history.map((r) => [r.number, r.state, r.document.answer])).toEqual([
        [3, 'published', 'The original answer.'],
        [2, 'archived', 'A worse answer.'],
        [1, 'archived', 'The original answer.'],
      ]);
    });

    test('validation names each field in the form’s words and saves nothing', async () => {
      const { guide, entry } = await newDraft();

      const refused = await transport.save(guide.token, target(entry), {
        id: entry.key,
        question: '  ',
        answer: 42,
        points: ['Fine', ''],
        price: 10,
      });

      expect(refused).toMatchObject({
        ok: false,
        message: 'Question is required',
        fields: {
          question: 'Question is required',
          answer: 'Answer must be text',
          'points.1': 'Point is required',
          price: 'Price is not a field of this content',
        },
      });
      const still = succeeded(await transport.get(guide.token, 'faqItem', entry.key));
      expect(still.version).toBe(entry.version);
    });

    test('a picture without alt text is refused with "Alt text is required"', async () => {
      const guide = await contentEditor();
      const opened = succeeded(await transport.get(guide.token, 'homeSection', 'welcome'));
      const document = opened.published?.document as { picture: Record<string, unknown> };

      const refused = await transport.save(guide.token, target(opened), {
        ...document,
        picture: { ...document.picture, alt: '' },
      });

      expect(refused).toMatchObject({
        ok: false,
        fields: { 'picture.alt': 'Alt text is required' },
      });
    });

    test('translations are stored per language; a missing one falls back to English, named so', async () => {
      const { guide, entry } = await newDraft({ points: ['Car seats on request'] });
      const translations = { de: { question: 'Können wir Kinder mitbringen?' } };
      const saved = succeeded(
        await transport.save(guide.token, target(entry), entry.draft?.document, translations),
      );
      succeeded(await transport.publish(guide.token, target(saved)));

      const german = await publicFaq(entry.key, 'de');
      // The texts without a German translation are named, for the page to mark them English.
      expect((await publicFaqEntry(entry.key, 'de'))?.englishTexts).toEqual(['answer', 'points.0']);
      expect((await publicFaqEntry(entry.key, 'en'))?.englishTexts).toEqual([]);
      const unknownPath = await transport.save(guide.token, target(saved), entry.draft?.document, {
        de: { nonsense: 'x' },
      });

      expect(saved.draft?.translations).toEqual(translations);
      expect(german).toEqual({ ...entry.draft?.document, question: translations.de.question });
      expect(unknownPath).toMatchObject({
        ok: false,
        fields: {
          'translations.de.nonsense': 'Translations may only name text fields of the content',
        },
      });
    });

    test('each entry is named in the language asked for, else in English, else by its key', async () => {
      const { guide, entry } = await newDraft();
      const english = String(entry.draft?.document.question);
      const translations = { de: { question: 'Dürfen wir Kinder mitbringen?' } };
      const saved = succeeded(
        await transport.save(guide.token, target(entry), entry.draft?.document, translations),
      );
      const listed = async (kind: string, key: string, language?: string) =>
        succeeded(await transport.list(guide.token, kind, language)).find((e) => e.key === key);

      const german = await listed('faqItem', entry.key, 'de');
      const french = await listed('faqItem', entry.key, 'fr');
      const opened = succeeded(await transport.get(guide.token, 'faqItem', entry.key, 'de'));
      const published = succeeded(await transport.publish(guide.token, target(saved)));
      const afterPublish = await listed('faqItem', entry.key);

      expect(german).toMatchObject({ label: translations.de.question, hasDraft: true });
      expect(german?.published).toBe(false);
      expect(french?.label).toBe(english);
      expect(opened.label).toBe(translations.de.question);
      expect(published.label).toBe(english);
      expect(afterPublish).toMatchObject({ label: english, published: true, hasDraft: false });
      expect((await listed('destination', '3', 'de'))?.label).toBe('Ella und die Nine Arch Bridge');
      expect((await listed('destination', '3'))?.label).toBe('Ella and Nine Arch Bridge');
      // A day plan has no title of its own: its key, the number of days, names it.
      expect((await listed('dayPlan', '1', 'de'))?.label).toBe('1');
    });

    test('entries are reordered, and a new one cannot take a used key', async () => {
      const { guide, entry: first } = await newDraft();
      const { entry: second } = await newDraft();
      const keys = succeeded(await transport.list(guide.token, 'faqItem')).map((e) => e.key);
      const swapped = keys.map((key) =>
        key === first.key ? second.key : key === second.key ? first.key : key,
      );

      succeeded(await transport.reorder(guide.token, 'faqItem', swapped));
      const after = succeeded(await transport.list(guide.token, 'faqItem')).map((e) => e.key);
      const partial = await transport.reorder(guide.token, 'faqItem', [first.key]);
      const duplicate = await transport.create(guide.token, 'faqItem', faqItem({ id: first.key }));
      const sections = await transport.reorder(guide.token, 'homeSection', ['hero']);

      expect(after).toEqual(swapped);
      expect(partial).toMatchObject({
        ok: false,
        fields: { keys: 'The new order must name every entry of this kind exactly once.' },
      });
      expect(duplicate).toMatchObject({
        ok: false,
        fields: { id: 'Id is already used by another entry' },
      });
      expect(sections).toMatchObject({
        ok: false,
        message: 'Entries of this kind cannot be added, removed or reordered.',
      });
    });

    test('a deleted entry is gone from the public read', async () => {
      const { guide, entry } = await newDraft();
      const published = succeeded(await transport.publish(guide.token, target(entry)));

      succeeded(await transport.remove(guide.token, target(published)));

      expect(await publicFaq(entry.key)).toBeUndefined();
      expect(await transport.get(guide.token, 'faqItem', entry.key)).toMatchObject({
        ok: false,
        message: 'Content not found',
      });
    });
  },
);

test('a visitor is refused the editor on both transports', async () => {
  const visitor = await signedIn();
  for (const transport of CONTENT_TRANSPORTS) {
    expect(await transport.list(visitor.token, 'faqItem')).toMatchObject({
      ok: false,
      message: 'You need tour guide privileges to access this page.',
    });
  }
});
