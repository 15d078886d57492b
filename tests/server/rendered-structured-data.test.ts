import { JSDOM } from 'jsdom';
import { request } from './support/http';
import { serverBeside } from './support/server-beside';

const SITE = 'https://tours.example.lk';
const server = serverBeside({ SITE_URL: SITE });
const get = (path: string) => request('GET', path, { base: server().baseUrl });

type Node = { '@type'?: string } & Record<string, unknown>;

const LANGUAGES = [
  { language: 'en', tag: 'en', prefix: '' },
  { language: 'de', tag: 'de', prefix: '/de' },
  { language: 'fr', tag: 'fr', prefix: '/fr' },
  { language: 'ru', tag: 'ru', prefix: '/ru' },
  { language: 'zh', tag: 'zh-Hans', prefix: '/zh' },
];

const PAGES = ['/', '/about', '/services', '/gallery', '/showcase', '/contact', '/privacy'];

/** A page as the server sends it: its JSON-LD nodes and the text its markup shows. */
async function rendered(path: string): Promise<{ nodes: Node[]; text: string }> {
  const page = await get(path);
  expect(page.status).toBe(200);
  const { document } = new JSDOM(page.text).window;
  const script = document.querySelector('script[type="application/ld+json"]')!.textContent!;
  const shown = document.getElementById('root')!.textContent!.replace(/\s+/g, ' ');
  return { nodes: (JSON.parse(script) as { '@graph': Node[] })['@graph'], text: shown };
}

/** Every name and description anywhere in the nodes. */
function namesAndDescriptions(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(namesAndDescriptions);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    (key === 'name' || key === 'description') && typeof inner === 'string'
      ? [inner]
      : namesAndDescriptions(inner),
  );
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

/** What a page tells search engines it shows is in its language, and is what it shows. */
describe.each(LANGUAGES)('the structured data of the pages in $language', ({ tag, prefix }) => {
  const address = (page: string) => (prefix && page === '/' ? prefix : `${prefix}${page}`);

  test.each(PAGES)('%s describes only what its rendered markup shows', async (page) => {
    const { nodes, text } = await rendered(address(page));

    const notShown = namesAndDescriptions(nodes).filter(
      (words) => !text.includes(words.replace(/\s+/g, ' ')),
    );
    expect(notShown).toEqual([]);
    expect(ofType(nodes, 'WebSite')).toEqual([
      expect.objectContaining({ inLanguage: tag, url: `${SITE}${address('/')}` }),
    ]);
  });

  test('the tours are named and typed in the language, linking to its own page', async () => {
    const english = ofType((await rendered('/services')).nodes, 'TouristTrip');
    const trips = ofType((await rendered(address('/services'))).nodes, 'TouristTrip');

    expect(trips.length).toBeGreaterThan(20);
    for (const [index, trip] of trips.entries()) {
      expect(trip.url).toBe(`${SITE}${address('/services')}`);
      expect(trip.name).not.toMatch(/\(\d+ days?\)/);
      if (prefix) {
        expect(trip.name).not.toBe(english[index].name);
        expect(trip.touristType).not.toBe(english[index].touristType);
      }
    }
  });

  test('the destinations link to its own page', async () => {
    const { nodes } = await rendered(address('/gallery'));
    const attractions = ofType(nodes, 'TouristAttraction');

    expect(attractions.length).toBeGreaterThan(20);
    for (const attraction of attractions) {
      expect(attraction.url).toBe(`${SITE}${address('/gallery')}`);
    }
  });

  test('the questions are those of its own contact page', async () => {
    const { nodes } = await rendered(address('/contact'));

    expect(ofType(nodes, 'FAQPage')).toEqual([
      expect.objectContaining({ '@id': `${SITE}${address('/contact')}#faq` }),
    ]);
  });
});
