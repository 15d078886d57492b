import {
  CONTENT_TRANSPORTS,
  contentEditor,
  refusal,
  succeeded,
  type ContentTransport,
  REFUSED_CALLERS,
} from './support/content';
import { png } from './support/images';

/** Every editor read and change, each as one call on a seeded entry. */
function editorOperations(transport: ContentTransport, version: number) {
  const entry = { kind: 'faqItem', key: 'visa', expectedVersion: version };
  const document = { id: 'visa', question: 'Taken over?', answer: 'Yes.' };
  return {
    contentEntries: (token?: string) => transport.list(token, 'faqItem'),
    contentEntry: (token?: string) => transport.get(token, 'faqItem', 'visa'),
    contentRevisions: (token?: string) => transport.revisions(token, 'faqItem', 'visa'),
    createContentEntry: (token?: string) =>
      transport.create(token, 'faqItem', { ...document, id: 'intruder' }),
    saveContentDraft: (token?: string) => transport.save(token, entry, document),
    publishContent: (token?: string) => transport.publish(token, entry),
    restoreContentRevision: (token?: string) => transport.restore(token, entry, 1),
    reorderContent: (token?: string) => transport.reorder(token, 'faqItem', ['visa']),
    deleteContentEntry: (token?: string) => transport.remove(token, entry),
    uploadContentPicture: async (token?: string) =>
      transport.upload(token, { bytes: await png(), type: 'image/png', filename: 'a.png' }, 'A'),
    contentPictureFromAlbum: (token?: string) =>
      transport.fromAlbum(token, '00000000-0000-4000-8000-000000000000', 'A'),
  };
}

describe.each(CONTENT_TRANSPORTS)('who may edit content, over $name', (transport) => {
  test.each(REFUSED_CALLERS)('$name is refused every editor operation', async (caller) => {
    const guide = await contentEditor();
    const before = succeeded(await transport.get(guide.token, 'faqItem', 'visa'));
    const token = await caller.token();
    const operations = editorOperations(transport, before.version);

    const outcomes: Record<string, unknown> = {};
    for (const [name, operation] of Object.entries(operations)) {
      outcomes[name] = refusal(await operation(token));
    }

    const names = Object.keys(operations);
    expect(outcomes).toEqual(Object.fromEntries(names.map((name) => [name, caller.expected])));
    expect(succeeded(await transport.get(guide.token, 'faqItem', 'visa'))).toEqual(before);
  });
});
