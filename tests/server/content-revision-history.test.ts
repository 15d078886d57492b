import {
  CONTENT_TRANSPORTS,
  contentEditor,
  faqItem,
  refusal,
  succeeded,
  target,
  type ContentTransport,
} from './support/content';
import { signedIn } from './support/feedback';

describe.each(CONTENT_TRANSPORTS)(
  "an entry's history, over $name",
  (transport: ContentTransport) => {
    test('each revision says what it changed, old and new text side by side, in each language', async () => {
      const guide = await contentEditor();
      const item = faqItem({ answer: 'Yes, with a cot in every room.' });
      const first = succeeded(await transport.create(guide.token, 'faqItem', item));
      const published = succeeded(await transport.publish(guide.token, target(first)));
      const second = succeeded(
        await transport.save(
          guide.token,
          target(published),
          { ...item, answer: 'Yes, with a cot and a high chair.' },
          { de: { question: 'Dürfen Kinder mit?' } },
        ),
      );

      const [newest, oldest] = succeeded(
        await transport.revisions(guide.token, 'faqItem', item.id),
      );

      expect(second.draft?.number).toBe(2);
      expect(newest).toMatchObject({
        number: 2,
        state: 'draft',
        changedFields: ['question', 'answer'],
        textChanges: [
          { path: 'question', language: 'de', before: null, after: 'Dürfen Kinder mit?' },
          {
            path: 'answer',
            language: 'en',
            before: 'Yes, with a cot in every room.',
            after: 'Yes, with a cot and a high chair.',
          },
        ],
        restorable: false,
      });
      expect(oldest).toMatchObject({
        number: 1,
        state: 'published',
        changedFields: null,
        textChanges: null,
        restorable: true,
      });
    });

    test('a revision the same as the newest is not offered for restoring', async () => {
      const guide = await contentEditor();
      const item = faqItem();
      const first = succeeded(await transport.create(guide.token, 'faqItem', item));
      const published = succeeded(await transport.publish(guide.token, target(first)));
      const changed = succeeded(
        await transport.save(guide.token, target(published), { ...item, answer: 'Not yet.' }),
      );
      succeeded(await transport.restore(guide.token, target(changed), 1));

      const history = succeeded(await transport.revisions(guide.token, 'faqItem', item.id));

      expect(history.map(({ number, restorable }) => [number, restorable])).toEqual([
        [3, false],
        [2, true],
        [1, false],
      ]);
    });

    test('any revision can be read whole, by tour guides only', async () => {
      const guide = await contentEditor();
      const item = faqItem({ answer: 'The first answer.' });
      const first = succeeded(await transport.create(guide.token, 'faqItem', item));
      succeeded(
        await transport.save(guide.token, target(first), { ...item, answer: 'The second.' }),
      );
      const visitor = await signedIn();

      const read = succeeded(await transport.revision(guide.token, 'faqItem', item.id, 1));
      const missing = await transport.revision(guide.token, 'faqItem', item.id, 9);
      const refused = await transport.revision(visitor.token, 'faqItem', item.id, 1);

      expect(read).toMatchObject({ number: 1, document: { answer: 'The first answer.' } });
      expect(missing).toMatchObject({ ok: false, message: 'Content not found' });
      expect(refusal(refused)).toBe(403);
    });
  },
);
