import {
  CONTENT_TRANSPORTS,
  contentEditor,
  succeeded,
  type ContentTransport,
  type EditorEntry,
} from './support/content';
import { request } from './support/http';
import { visitorIp } from './support/visitor';

/**
 * The editor takes only addresses that stay on the site or say where they go: a link is a path
 * of the site (one leading slash), an https, mailto: or tel: address; a picture stays in its
 * folder as written; a free page takes no address the site has already. Nothing refused is saved.
 */
const LINK_REFUSED = 'Link must be a page of the site, an https:// address, mailto: or tel:';
const PICTURE_REFUSED = 'Choose a picture: upload one or pick a photo from an album';
const SLUG_REFUSED = 'Slug is already used by an address of the site';

const OTHER_SITES = ['//evil.example/phish', '/\\evil.example/phish', '///evil.example'];
const ESCAPING_PICTURES = [
  '/images/../../api/auth/me',
  '/media/../api/auth/me',
  '/images/./welcome.webp',
  '/images/%2e%2e/api/auth/me',
  '/images/..%2fapi',
  '/images/..\\api',
  '/images//welcome.webp',
  '/images/..',
];
const SITE_SLUGS = ['login', 'admin', 'reset-password', 'showcase', 'de', 'zh', 'api', 'graphql'];

const target = (entry: EditorEntry) => ({
  kind: entry.kind,
  key: entry.key,
  expectedVersion: entry.version,
});

describe.each(CONTENT_TRANSPORTS)('over $name', (transport: ContentTransport) => {
  async function opened(kind: string, key: string) {
    const guide = await contentEditor();
    const entry = succeeded(await transport.get(guide.token, kind, key));
    const document = structuredClone(entry.published?.document) as Record<string, unknown>;
    return { guide, entry, document };
  }

  async function expectNothingSaved(token: string, entry: EditorEntry) {
    const still = succeeded(await transport.get(token, entry.kind, entry.key));
    expect(still.version).toBe(entry.version);
  }

  test.each(OTHER_SITES)('a link to %j is refused', async (href) => {
    const { guide, entry, document } = await opened('contactSection', 'cards');
    const cards = document.cards as Record<string, unknown>[];
    cards[0] = { ...cards[0], href };

    const refused = await transport.save(guide.token, target(entry), document);

    expect(refused).toMatchObject({ ok: false, fields: { 'cards.0.href': LINK_REFUSED } });
    await expectNothingSaved(guide.token, entry);
  });

  test.each(ESCAPING_PICTURES)('a picture at %j is refused', async (src) => {
    const { guide, entry, document } = await opened('homeSection', 'welcome');
    document.picture = { ...(document.picture as object), src };

    const refused = await transport.save(guide.token, target(entry), document);

    expect(refused).toMatchObject({ ok: false, fields: { 'picture.src': PICTURE_REFUSED } });
    await expectNothingSaved(guide.token, entry);
  });

  test("a destination's image outside its folder is refused", async () => {
    const guide = await contentEditor();
    const [first] = succeeded(await transport.list(guide.token, 'destination'));
    const { entry, document } = await opened('destination', first.key);

    const image = { ...(document.image as object), src: '/media/../../api/auth/me' };
    const refused = await transport.save(guide.token, target(entry), { ...document, image });

    expect(refused).toMatchObject({ ok: false, fields: { 'image.src': PICTURE_REFUSED } });
    await expectNothingSaved(guide.token, entry);
  });

  test.each(SITE_SLUGS)('a free page cannot take the slug %j', async (slug) => {
    const { guide, document } = await opened('page', 'terms');

    const refused = await transport.create(guide.token, 'page', { ...document, slug });

    expect(refused).toMatchObject({ ok: false, fields: { slug: SLUG_REFUSED } });
    const keys = succeeded(await transport.list(guide.token, 'page')).map((each) => each.key);
    expect(keys).not.toContain(slug);
  });
});

describe('the refusals follow Accept-Language', () => {
  async function termsInGerman() {
    const guide = await contentEditor();
    const terms = succeeded(await CONTENT_TRANSPORTS[0].get(guide.token, 'page', 'terms'));
    return { token: guide.token, document: { ...terms.published?.document, slug: 'api' } };
  }
  const inGerman = { 'x-forwarded-for': visitorIp(), 'accept-language': 'de' };
  const GERMAN = { slug: 'URL-Kürzel wird bereits von einer Adresse der Website verwendet' };

  test('REST', async () => {
    const { token, document } = await termsInGerman();
    const answer = await request<{ errors?: unknown }>('POST', '/api/content-editor/page', {
      body: { document },
      token,
      headers: inGerman,
    });

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(GERMAN);
  });

  test('GraphQL', async () => {
    const { token, document } = await termsInGerman();
    const answer = await request<{ errors?: { extensions?: { fields?: unknown } }[] }>(
      'POST',
      '/graphql',
      {
        body: {
          query: `mutation ($input: CreateContentEntryInput!) { createContentEntry(input: $input) { key } }`,
          variables: { input: { kind: 'page', document } },
        },
        token,
        headers: inGerman,
      },
    );

    expect(answer.body.errors?.[0].extensions?.fields).toEqual(GERMAN);
  });
});
