import { seedDocuments, seedEntries, SEED_BRAND } from '../support/seed-content';
import { CONTENT_TRANSPORTS, succeeded, type ContentTransport } from './support/content';

/** Plain data as JSON carries it (no `readonly`, no undefined fields). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** The first published version, as the migration's seed holds it: documents by key. */
const seeded = (kind: Parameters<typeof seedEntries>[0]) =>
  Object.fromEntries(seedEntries(kind).map(({ key, document }) => [key, document]));

describe.each(CONTENT_TRANSPORTS)('the published site content, over $name', (transport) => {
  /** The documents of a kind by key; entries other tests add are left out by the callers. */
  async function documents(kind: string, language?: string) {
    const entries = succeeded(await transport.published(kind, language));
    return new Map(entries.map((entry) => [entry.key, entry.document]));
  }

  async function inOrder(kind: string, keys: (string | number)[]) {
    const found = await documents(kind);
    const seededKeys = [...found.keys()].filter((key) => keys.map(String).includes(key));
    return seededKeys.map((key) => found.get(key));
  }

  /** The seeded entries of a list kind as read now, in the editors' order. */
  const seededInOrder = (kind: Parameters<typeof seedEntries>[0]) =>
    inOrder(
      kind,
      seedEntries(kind).map(({ key }) => key),
    );

  test('destinations are the seed’s, field by field, with their stated practical texts', async () => {
    const stored = (await seededInOrder('destination')) as Record<string, unknown>[];

    expect(stored).toEqual(plain(seedDocuments('destination')));
    const fixed = stored.filter((d) => d.fixedPracticalTexts).map((d) => String(d.id));
    expect(fixed).toEqual(['1', '2', '19', '20', '21', '22']);
    const byId = new Map(stored.map((d) => [d.id, d]));
    expect(byId.get(1)).toMatchObject({ rating: 4.8, coordinates: { lat: 7.957, lon: 80.7603 } });
    expect(byId.get(1)).toMatchObject({
      fixedPracticalTexts: { entryFees: 'Foreign visitors: 30 USD. Sri Lankan citizens: 50 LKR.' },
    });
    expect(stored.filter((d) => d.category === 'Hill Country').length).toBeGreaterThan(0);
  });

  test('tour plans, popular plans with their hidden prices and extended plans', async () => {
    const days = await seededInOrder('dayPlan');
    expect(days).toEqual(plain(seedDocuments('dayPlan')));
    expect(days.map((plan) => (plan as { days: number }).days)).toEqual([
      1, 2, 3, 5, 6, 7, 8, 10, 12, 14,
    ]);
    const popular = await seededInOrder('popularPlan');
    expect(popular).toEqual(plain(seedDocuments('popularPlan')));
    expect(popular.map((plan) => (plan as { price: number }).price)).toEqual([250, 320, 420]);
    expect(await seededInOrder('extendedPlan')).toEqual(plain(seedDocuments('extendedPlan')));
  });

  test('service cards, the FAQ and the team', async () => {
    expect(await seededInOrder('serviceCard')).toEqual(plain(seedDocuments('serviceCard')));
    expect(await seededInOrder('faqItem')).toEqual(plain(seedDocuments('faqItem')));
    const team = await inOrder('teamMember', ['chaminda-perera']);
    expect(team).toEqual([
      expect.objectContaining({
        id: 'chaminda-perera',
        phone: SEED_BRAND.contact.phone,
        email: SEED_BRAND.contact.email,
      }),
    ]);
  });

  test('the sections of Home, About, Contact, Services and Destinations', async () => {
    for (const kind of [
      'homeSection',
      'aboutSection',
      'contactSection',
      'servicesSection',
      'destinationsSection',
    ] as const) {
      expect(Object.fromEntries(await documents(kind))).toEqual(plain(seeded(kind)));
    }
    expect(Object.keys(seeded('homeSection'))).toEqual([
      'hero',
      'welcome',
      'services',
      'carousel',
      'featured',
      'experiences',
      'regions',
      'howItWorks',
      'letterhead',
    ]);
  });

  test('the brand: name, addresses, contact details and social links', async () => {
    expect(Object.fromEntries(await documents('brand'))).toEqual({ brand: plain(SEED_BRAND) });
    expect(SEED_BRAND).toMatchObject({
      name: 'Serendib Trails',
      postalAddress: { locality: 'Kandy', countryCode: 'LK' },
      contact: { email: 'hello@serendibtrails.lk', whatsappHref: 'https://wa.me/94771234567' },
    });
  });

  test('the privacy notice, the terms and the imprint are pages by slug', async () => {
    const privacy = succeeded(await transport.page('privacy'));
    const terms = succeeded(await transport.page('terms'));
    const imprint = succeeded(await transport.page('imprint'));
    const missing = await transport.page('no-such-page');

    expect(privacy).toEqual({
      kind: 'page',
      key: 'privacy',
      document: plain(seeded('page').privacy),
      englishTexts: [],
    });
    expect(terms.document).toMatchObject({ slug: 'terms', hero: { title: 'Terms of Service' } });
    expect(JSON.stringify(terms.document)).toContain('Less than 7 days before: no refund.');
    expect(imprint.document).toMatchObject({ hero: { title: 'Imprint' } });
    expect(JSON.stringify(imprint.document)).toContain(SEED_BRAND.contact.address);
    expect(missing).toMatchObject({ ok: false, message: 'Page not found' });
  });

  test('a language without translations reads English; a malformed one is refused', async () => {
    const sinhala = await documents('faqItem', 'si');
    const english = await documents('faqItem');
    const refused = await transport.published('faqItem', 'not a language');

    expect(sinhala.get('visa')).toEqual(english.get('visa'));
    expect(refused).toMatchObject({
      ok: false,
      message: 'Language must be a language code such as en, si or de',
    });
  });

  test("the first content reads in each of the site's languages; names and addresses as written", async () => {
    const german = await documents('faqItem', 'de');
    expect(german.get('visa')).toMatchObject({ id: 'visa', question: 'Brauche ich ein Visum?' });

    for (const language of ['de', 'fr', 'ru', 'zh']) {
      const faq = await documents('faqItem', language);
      const brand = (await documents('brand', language)).get('brand');

      expect(faq.get('visa')).not.toMatchObject({ question: 'Do I need a visa?' });
      expect(brand).toMatchObject({
        name: SEED_BRAND.name,
        contact: { email: SEED_BRAND.contact.email },
      });
    }
  });
});

test('an unknown kind is not found over REST', async () => {
  const transport: ContentTransport = CONTENT_TRANSPORTS[1];
  expect(await transport.published('recipes')).toMatchObject({
    ok: false,
    status: 404,
    message: 'Unknown kind of content',
  });
});
