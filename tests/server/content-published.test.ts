import * as about from '../../client/src/content/about';
import * as brand from '../../client/src/content/brand';
import * as contact from '../../client/src/content/contact';
import {
  DESTINATIONS,
  FIXED_PRACTICAL_TEXTS,
  GALLERY_HERO,
  SIMPLE_VIEW_HIGHLIGHTS,
} from '../../client/src/content/destinations';
import { FAQ_ITEMS } from '../../client/src/content/faq';
import { POPULAR_DESTINATIONS } from '../../client/src/content/footer-destinations';
import * as home from '../../client/src/content/home';
import { PRIVACY_HERO, PRIVACY_SECTIONS } from '../../client/src/content/privacy';
import { SERVICES, SERVICES_HERO } from '../../client/src/content/services';
import { EXTENDED_PLANS, TOUR_PLANS } from '../../client/src/content/tour-plans';
import { CONTENT_TRANSPORTS, succeeded, type ContentTransport } from './support/content';

/** Plain data as JSON carries it (no `readonly`, no undefined fields). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

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

  test('destinations are today’s, field by field, with their stated practical texts', async () => {
    const ids = DESTINATIONS.map((destination) => destination.id);
    const stored = (await inOrder('destination', ids)) as Record<string, unknown>[];

    const withoutFixed = stored.map(({ fixedPracticalTexts: _fixed, ...rest }) => rest);
    expect(withoutFixed).toEqual(plain(DESTINATIONS));
    const fixed = Object.fromEntries(
      stored.filter((d) => d.fixedPracticalTexts).map((d) => [d.id, d.fixedPracticalTexts]),
    );
    expect(fixed).toEqual(plain(FIXED_PRACTICAL_TEXTS));
    expect(Object.keys(fixed)).toEqual(['1', '2', '19', '20', '21', '22']);
    const byId = new Map(stored.map((d) => [d.id, d]));
    expect(byId.get(1)).toMatchObject({ rating: 4.8, coordinates: { lat: 7.957, lon: 80.7603 } });
    expect(stored.filter((d) => d.category === 'Hill Country').length).toBeGreaterThan(0);
  });

  test('tour plans, popular plans with their hidden prices and extended plans', async () => {
    expect(
      await inOrder(
        'dayPlan',
        TOUR_PLANS.map((p) => p.days),
      ),
    ).toEqual(plain(TOUR_PLANS));
    const popular = await inOrder(
      'popularPlan',
      home.POPULAR_PLANS.map((p) => p.id),
    );
    expect(popular).toEqual(plain(home.POPULAR_PLANS));
    expect(popular.map((plan) => (plan as { price: number }).price)).toEqual([250, 320, 420]);
    expect(
      await inOrder(
        'extendedPlan',
        EXTENDED_PLANS.map((p) => p.days),
      ),
    ).toEqual(plain(EXTENDED_PLANS));
  });

  test('service cards, the FAQ and the team', async () => {
    expect(
      await inOrder(
        'serviceCard',
        SERVICES.map((s) => s.id),
      ),
    ).toEqual(plain(SERVICES));
    expect(
      await inOrder(
        'faqItem',
        FAQ_ITEMS.map((f) => f.id),
      ),
    ).toEqual(plain(FAQ_ITEMS));
    const team = await inOrder('teamMember', ['chaminda-perera']);
    expect(team).toEqual([
      plain({
        id: 'chaminda-perera',
        ...about.TEAM_MEMBER,
        phone: brand.CONTACT.phone,
        email: brand.CONTACT.email,
      }),
    ]);
  });

  test('the sections of Home, About, Contact, Services and Destinations', async () => {
    expect(Object.fromEntries(await documents('homeSection'))).toEqual(
      plain({
        hero: home.HOME_HERO,
        welcome: home.WELCOME,
        services: { cards: home.HOME_SERVICES },
        carousel: { slides: home.CAROUSEL_SLIDES },
        featured: { cards: home.FEATURED_DESTINATIONS },
        experiences: { cards: home.EXPERIENCES },
        regions: { regions: home.REGIONS },
        howItWorks: { steps: home.HOW_IT_WORKS },
        letterhead: home.LETTERHEAD,
      }),
    );
    expect(Object.fromEntries(await documents('aboutSection'))).toEqual(
      plain({
        hero: about.ABOUT_HERO,
        story: about.ABOUT_STORY,
        gallery: { pictures: about.ABOUT_GALLERY },
        vision: about.ABOUT_VISION,
        values: { values: about.CORE_VALUES },
      }),
    );
    expect(Object.fromEntries(await documents('contactSection'))).toEqual(
      plain({
        hero: contact.CONTACT_HERO,
        cards: { cards: contact.CONTACT_CARDS },
        bookingBenefits: { benefits: contact.BOOKING_BENEFITS },
        whatsapp: contact.WHATSAPP_ALTERNATIVE,
        findUs: { ...contact.FIND_US, office: contact.OFFICE_COORDINATES },
      }),
    );
    expect(Object.fromEntries(await documents('servicesSection'))).toEqual(
      plain({ hero: SERVICES_HERO }),
    );
    expect(Object.fromEntries(await documents('destinationsSection'))).toEqual(
      plain({ hero: GALLERY_HERO, simpleView: { highlights: SIMPLE_VIEW_HIGHLIGHTS } }),
    );
  });

  test('the brand: name, addresses, contact details and social links', async () => {
    expect(Object.fromEntries(await documents('brand'))).toEqual({
      brand: plain({
        ...brand.BRAND,
        postalAddress: brand.POSTAL_ADDRESS,
        contact: brand.CONTACT,
        socialLinks: brand.SOCIAL_LINKS,
        footerDestinations: POPULAR_DESTINATIONS,
      }),
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
      document: plain({ slug: 'privacy', hero: PRIVACY_HERO, sections: PRIVACY_SECTIONS }),
    });
    expect(terms.document).toMatchObject({ slug: 'terms', hero: { title: 'Terms of Service' } });
    expect(JSON.stringify(terms.document)).toContain('Less than 7 days before: no refund.');
    expect(imprint.document).toMatchObject({ hero: { title: 'Imprint' } });
    expect(JSON.stringify(imprint.document)).toContain(brand.CONTACT.address);
    expect(missing).toMatchObject({ ok: false, message: 'Page not found' });
  });

  test('a language without translations reads English; a malformed one is refused', async () => {
    const german = await documents('faqItem', 'de');
    const english = await documents('faqItem');
    const refused = await transport.published('faqItem', 'not a language');

    expect(german.get('visa')).toEqual(english.get('visa'));
    expect(refused).toMatchObject({
      ok: false,
      message: 'Language must be a language code such as en, si or de',
    });
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
