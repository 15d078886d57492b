import { JSDOM } from 'jsdom';
import { seedDocuments, seedSection } from '../support/seed-content';
import { contentEditor, graphqlContent, succeeded, type EditorEntry } from './support/content';
import { request } from './support/http';
import { serverBeside } from './support/server-beside';

const SITE = 'https://tours.example.lk';
const server = serverBeside({ SITE_URL: SITE });
const get = (path: string) => request('GET', path, { base: server().baseUrl });

type Node = { '@type'?: string | string[] } & Record<string, unknown>;

/** A page as a crawler reads it: its status, head, JSON-LD nodes and the text its markup shows. */
async function crawled(path: string) {
  const page = await get(path);
  const { document } = new JSDOM(page.text).window;
  const head = (selector: string, attribute: string) =>
    document.head.querySelector(selector)?.getAttribute(attribute) ?? null;
  const script = document.querySelector('script[type="application/ld+json"]')?.textContent;
  return {
    status: page.status,
    html: page.text,
    document,
    title: document.title,
    canonical: head('link[rel="canonical"]', 'href'),
    robots: head('meta[name="robots"]', 'content'),
    alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    nodes: script ? (JSON.parse(script) as { '@graph': Node[] })['@graph'] : [],
    text: document.getElementById('root')!.textContent!.replace(/\s+/g, ' '),
  };
}

const product = (nodes: Node[]) =>
  nodes.find((node) => Array.isArray(node['@type']) && node['@type'].includes('Product'));

const EVERY_LANGUAGE = [
  `en ${SITE}/tours/highlights-3`,
  `de ${SITE}/de/tours/highlights-3`,
  `fr ${SITE}/fr/tours/highlights-3`,
  `ru ${SITE}/ru/tours/highlights-3`,
  `zh-Hans ${SITE}/zh/tours/highlights-3`,
  `x-default ${SITE}/tours/highlights-3`,
];

/**
 * The page on the second instance once it `shows` what was published through the first: it hears
 * of the change a moment after the writer's answer when that answer's wait for it ran out
 * (docs/caching.md), so it is asked again for up to five seconds.
 */
async function crawledOnceIt(
  path: string,
  shows: (page: Awaited<ReturnType<typeof crawled>>) => boolean,
): Promise<Awaited<ReturnType<typeof crawled>>> {
  for (let asked = 1; ; asked += 1) {
    const page = await crawled(path);
    if (shows(page) || asked === 50) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a tour's own page, as search engines read it", () => {
  test('is rendered in its language with its days, prices and booking form', async () => {
    const page = await crawled('/de/tours/highlights-3');

    expect(page.status).toBe(200);
    expect(page.document.documentElement.lang).toBe('de');
    expect(page.title).toBe('Highlights Sri Lankas | Serendib Trails');
    expect(page.text).toContain('Tag 2: Kandy');
    expect(page.text).toContain('250 $');
    expect(page.document.querySelector('form.tour-booking-form button[type="submit"]')).not.toBe(
      null,
    );
    expect(page.canonical).toBe(`${SITE}/de/tours/highlights-3`);
    expect(page.robots).toBe(null);
    expect(page.alternates).toEqual(EVERY_LANGUAGE);
  });

  test('offers the tour for sale at its lowest price per person, bought on the page', async () => {
    const { nodes, text } = await crawled('/fr/tours/highlights-3');
    const tour = product(nodes);

    expect(tour).toMatchObject({
      '@type': ['Product', 'TouristTrip'],
      url: `${SITE}/fr/tours/highlights-3`,
      sku: 'highlights-3',
      offers: {
        '@type': 'Offer',
        url: `${SITE}/fr/tours/highlights-3`,
        price: '200.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(text).toContain(tour!.name as string);
    expect(text).toContain(tour!.description as string);
    const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
    expect(
      (trail.itemListElement as { item: string }[]).map(({ item }) => item.slice(SITE.length)),
    ).toEqual(['/fr', '/fr/services', '/fr/tours/highlights-3']);
  });

  test('leaves which days are free to the browser: none is rendered or shipped', async () => {
    const { document, html } = await crawled('/tours/highlights-3');

    expect(html).not.toMatch(/tourAvailability/i);
    expect(document.querySelector('.tour-calendar[aria-busy="true"]')).not.toBe(null);
    expect(document.querySelectorAll('.tour-calendar-day')).toHaveLength(0);
  });

  test('an address with no tour booked online answers 404, kept out of search results', async () => {
    for (const path of ['/tours/no-such-tour', '/zh/tours/no-such-tour']) {
      const page = await crawled(path);

      expect(page.status).toBe(404);
      expect(page.robots).toBe('noindex, follow');
      expect(page.canonical).toBe(null);
      expect(product(page.nodes)).toBeUndefined();
    }
    expect((await crawled('/tours/no-such-tour')).text).toContain(
      'This tour cannot be booked online',
    );
  });

  test('the sitemap lists every tour booked online in every language, with its alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).text;

    for (const { options } of seedDocuments('dayPlan')) {
      for (const { id } of options) {
        expect(sitemap).toContain(`<loc>${SITE}/ru/tours/${id}</loc>`);
      }
    }
    const entry = new RegExp(`<loc>${SITE}/de/tours/highlights-3</loc>([\\s\\S]*?)</url>`).exec(
      sitemap,
    )?.[1];
    const alternates = [...(entry ?? '').matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates.map(([, hreflang, href]) => `${hreflang} ${href}`)).toEqual(EVERY_LANGUAGE);
    expect(entry).toContain(`<image:loc>${SITE}/images/tours/highlights-3.svg</image:loc>`);
  });
});

describe("a tour's prices estimated in the traveller's currency", () => {
  test("each language's page first estimates in its readers' currency at the company's rates", async () => {
    const german = await crawled('/de/tours/highlights-3');
    const russian = await crawled('/ru/tours/highlights-3');
    const english = await crawled('/tours/highlights-3');

    // 200 dollars a person at the starting rates: 0.92 euros and 92 roubles to the dollar.
    expect(german.text).toMatch(/Ab 200 \$ pro Person ≈ 184 €/);
    expect(russian.text).toMatch(/≈ 18\s400\s₽/);
    expect(english.text).not.toContain('≈');
    expect(german.document.querySelector<HTMLSelectElement>('#tour-estimate')?.value).toBe('EUR');
  });

  test('a rate that is no rate is refused under its field, and nothing is saved', async () => {
    const { token } = await contentEditor();
    const brand = succeeded(await graphqlContent.get(token, 'brand', 'brand'));
    const published = seedSection('brand', 'brand');
    const refused = await graphqlContent.save(
      token,
      { kind: 'brand', key: 'brand', expectedVersion: brand.version },
      { ...published, exchangeRates: { ...published.exchangeRates, EUR: 0, LKR: 'lots' } },
    );

    expect(refused.ok).toBe(false);
    expect(Object.keys((!refused.ok && refused.fields) || {}).sort()).toEqual([
      'exchangeRates.EUR',
      'exchangeRates.LKR',
    ]);
    expect(succeeded(await graphqlContent.get(token, 'brand', 'brand')).version).toBe(
      brand.version,
    );
  });
});

describe("a tour's page after the company changes its prices", () => {
  let entry: EditorEntry | undefined;
  const option = (sixToTen: number) => ({
    id: 'river-safari-17',
    title: 'River Safari',
    subtitle: 'Seventeen days along the Mahaweli',
    image: { src: '/images/tours/classic-5.svg', alt: 'The river', width: 800, height: 500 },
    highlights: ['Day 1: Kandy', 'Day 2: Mahiyangana'],
    prices: { oneToTwo: 400, threeToFive: 350, sixToTen, depositPercent: 20 },
  });

  afterAll(async () => {
    if (!entry) return;
    const { token } = await contentEditor();
    const current = succeeded(await graphqlContent.get(token, 'dayPlan', entry.key));
    await graphqlContent.remove(token, { ...current, expectedVersion: current.version });
  });

  test('shows the price published last, though the page before was kept', async () => {
    const { token } = await contentEditor();
    const target = (saved: EditorEntry) => ({
      kind: 'dayPlan',
      key: saved.key,
      expectedVersion: saved.version,
    });
    const created = succeeded(
      await graphqlContent.create(token, 'dayPlan', { days: 17, options: [option(300)] }),
    );
    entry = created;
    expect((await crawled('/tours/river-safari-17')).status).toBe(404);
    entry = succeeded(await graphqlContent.publish(token, target(created)));

    const first = await crawledOnceIt('/tours/river-safari-17', (page) => page.status === 200);
    const kept = await crawled('/tours/river-safari-17');
    const saved = succeeded(
      await graphqlContent.save(token, target(entry), { days: 17, options: [option(280)] }),
    );
    entry = succeeded(await graphqlContent.publish(token, target(saved)));
    const changed = await crawledOnceIt('/tours/river-safari-17', (page) =>
      page.text.includes('$280'),
    );

    expect(first.status).toBe(200);
    expect(product(first.nodes)).toMatchObject({ offers: { price: '300.00' } });
    expect(kept.html).toBe(first.html);
    expect(product(changed.nodes)).toMatchObject({ offers: { price: '280.00' } });
    expect(changed.text).toContain('$280');
  });
});
