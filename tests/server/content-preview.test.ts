import {
  CONTENT_TRANSPORTS,
  contentEditor,
  refusal,
  succeeded,
  type ContentTransport,
  type EditorEntry,
  REFUSED_CALLERS,
} from './support/content';

let serial = 0;
/** A key of this test's own, so the seeded content stays as it is. */
function ownKey(transport: ContentTransport) {
  serial += 1;
  return `preview-${transport.name.toLowerCase()}-${serial}-${Date.now()}`;
}

const target = (entry: EditorEntry) => ({
  kind: entry.kind,
  key: entry.key,
  expectedVersion: entry.version,
});

function privacyLikePage(slug: string, title: string) {
  return {
    slug,
    hero: {
      eyebrow: 'Legal',
      title,
      lead: 'How we look after what you tell us.',
      picture: { src: '/images/placeholder.svg', alt: '', width: 800, height: 600 },
    },
    sections: [{ id: 'first', heading: 'What we keep', points: ['Your name'] }],
  };
}

describe.each(CONTENT_TRANSPORTS)('previewing drafts, over $name', (transport) => {
  /** An FAQ item published with one answer, then given a draft with another. */
  async function publishedWithDraft() {
    const guide = await contentEditor();
    const key = ownKey(transport);
    const document = { id: key, question: 'Do you pick us up?', answer: 'From the airport.' };
    const created = succeeded(await transport.create(guide.token, 'faqItem', document));
    const live = succeeded(await transport.publish(guide.token, target(created)));
    const draft = { ...document, answer: 'From the airport or your hotel.' };
    succeeded(await transport.save(guide.token, target(live), draft));
    return { guide, key, document, draft };
  }

  const byKey = (entries: { key: string; document: unknown }[], key: string) =>
    entries.find((entry) => entry.key === key)?.document;

  test("a guide's preview shows each draft where there is one; visitors keep the published", async () => {
    const { guide, key, document, draft } = await publishedWithDraft();
    const unpublishedKey = ownKey(transport);
    const unpublished = { id: unpublishedKey, question: 'New?', answer: 'Not yet published.' };
    succeeded(await transport.create(guide.token, 'faqItem', unpublished));

    const preview = succeeded(await transport.preview(guide.token, 'faqItem'));
    const visitors = succeeded(await transport.published('faqItem'));

    expect(byKey(preview, key)).toEqual(draft);
    expect(byKey(preview, unpublishedKey)).toEqual(unpublished);
    expect(byKey(preview, 'visa')).toEqual(byKey(visitors, 'visa'));
    expect(byKey(visitors, key)).toEqual(document);
    expect(byKey(visitors, unpublishedKey)).toBeUndefined();
  });

  test("a guide's preview of a free page shows its draft before it is published", async () => {
    const guide = await contentEditor();
    const slug = ownKey(transport);
    const page = privacyLikePage(slug, 'Cookies');
    succeeded(await transport.create(guide.token, 'page', page));

    const preview = succeeded(await transport.previewPage(guide.token, slug));
    const visitors = await transport.page(slug);

    expect(preview).toEqual({ kind: 'page', key: slug, document: page, englishTexts: [] });
    expect(visitors).toMatchObject({ ok: false, message: 'Page not found' });
  });

  test.each(REFUSED_CALLERS)('$name asking for a preview is refused', async (caller) => {
    const { key } = await publishedWithDraft();
    const token = await caller.token();

    const outcomes = {
      kind: refusal(await transport.preview(token, 'faqItem')),
      page: refusal(await transport.previewPage(token, 'privacy')),
    };
    const published = succeeded(await transport.published('faqItem'));

    expect(outcomes).toEqual({ kind: caller.expected, page: caller.expected });
    expect(byKey(published, key)).toMatchObject({ answer: 'From the airport.' });
  });
});
