import { seedDocuments } from '../support/seed-content';
import { contentEditor, graphqlContent, succeeded, type EditorEntry } from './support/content';
import { request } from './support/http';

/** A tour as both transports list it. */
interface Tour {
  id: string;
  days: number;
  title: string;
  fromPrice: number;
  prices: { band: string; fromTravellers: number; toTravellers: number; perPerson: number }[];
  depositPercent: number;
  peakSeason: { surchargePercent: number; months: string[] } | null;
}

type Listed =
  { ok: true; tours: Tour[] } | { ok: false; status: number | string; message?: string };

interface ToursTransport {
  name: string;
  /** The tours, asked in `acceptLanguage` (a browser's header) or for `language`. */
  tours(options?: { acceptLanguage?: string; language?: string }): Promise<Listed>;
}

const TOUR = `id slug days title subtitle currency fromPrice depositPercent
  prices { band fromTravellers toTravellers perPerson } peakSeason { surchargePercent months }`;

const headersFor = (acceptLanguage?: string) =>
  acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;

const TRANSPORTS: ToursTransport[] = [
  {
    name: 'REST',
    async tours({ acceptLanguage, language } = {}) {
      const query = language ? `?language=${language}` : '';
      const { status, body } = await request<{ tours: Tour[]; message?: string }>(
        'GET',
        `/api/tours${query}`,
        { headers: headersFor(acceptLanguage) },
      );
      if (status === 200) return { ok: true, tours: body.tours };
      return { ok: false, status, message: body.message };
    },
  },
  {
    name: 'GraphQL',
    async tours({ acceptLanguage, language } = {}) {
      const { body } = await request<{
        data?: { tours: Tour[] } | null;
        errors?: { message: string; extensions?: { code?: string } }[];
      }>('POST', '/graphql', {
        body: {
          query: `query Tours($language: String) { tours(language: $language) { ${TOUR} } }`,
          variables: { language },
        },
        headers: headersFor(acceptLanguage),
      });
      if (body.data) return { ok: true, tours: body.data.tours };
      const [error] = body.errors ?? [];
      return { ok: false, status: error?.extensions?.code ?? '', message: error?.message };
    },
  },
];

const listed = async (
  transport: ToursTransport,
  options?: Parameters<ToursTransport['tours']>[0],
) => {
  const answer = await transport.tours(options);
  if (!answer.ok) throw new Error(`${transport.name} refused the tours: ${answer.status}`);
  return answer.tours;
};

const band = (name: string, fromTravellers: number, toTravellers: number, dollars: number) => ({
  band: name,
  fromTravellers,
  toTravellers,
  perPerson: dollars * 100,
});

/** The three bands' prices per person, in dollars, as the tours list them. */
const bands = (oneToTwo: number, threeToFive: number, sixToTen: number) => [
  band('oneToTwo', 1, 2, oneToTwo),
  band('threeToFive', 3, 5, threeToFive),
  band('sixToTen', 6, 10, sixToTen),
];

describe.each(TRANSPORTS)('the tours booked online, over $name', (transport) => {
  test('every option of the tour plans is listed, in order, priced in cents by party size', async () => {
    const tours = await listed(transport);

    const options = seedDocuments('dayPlan').flatMap((plan) => plan.options.map(({ id }) => id));
    expect(tours.map(({ id }) => id)).toEqual(options);
    // The 3-day plan at the 250 dollars a person of Home's 3-day plan.
    expect(tours.find(({ id }) => id === 'highlights-3')).toEqual({
      id: 'highlights-3',
      slug: 'highlights-3',
      days: 3,
      title: 'Sri Lanka Highlights',
      subtitle: 'Rock fortress, royal Kandy and the tea country',
      currency: 'USD',
      fromPrice: 20000,
      prices: bands(250, 225, 200),
      depositPercent: 20,
      peakSeason: { surchargePercent: 10, months: ['December', 'January', 'February', 'March'] },
    });
    expect(tours.find(({ id }) => id === 'classic-5')?.prices[0]).toEqual(
      band('oneToTwo', 1, 2, 420),
    );
  });

  test("titles come in the browser's language, or the one asked for", async () => {
    const byHeader = await listed(transport, { acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' });
    const asked = await listed(transport, { acceptLanguage: 'fr', language: 'de' });

    const titleOf = (tours: Tour[]) => tours.find(({ id }) => id === 'highlights-3')?.title;
    expect(titleOf(byHeader)).not.toBe('Sri Lanka Highlights');
    expect(titleOf(byHeader)).toMatch(/Sri Lanka/);
    expect(titleOf(asked)).toBe(titleOf(byHeader));
    expect(byHeader.map(({ prices }) => prices)).toEqual(
      (await listed(transport)).map(({ prices }) => prices),
    );
  });

  test('a language that is no language code is refused, saying so', async () => {
    const answer = await transport.tours({ language: 'Deutsch' });
    expect(answer).toEqual({
      ok: false,
      status: transport.name === 'REST' ? 400 : 'BAD_USER_INPUT',
      message: 'Language must be a language code such as en, si or de',
    });
  });
});

describe('prices the company sets in the content editor', () => {
  const picture = {
    src: '/images/tours/classic-5.svg',
    alt: 'Tea country',
    width: 800,
    height: 500,
  };
  const option = (id: string, prices?: Record<string, unknown>) => ({
    id,
    title: `Tea country ${id}`,
    subtitle: 'Nine days in the hills',
    image: picture,
    highlights: ['Day 1: Kandy'],
    ...(prices && { prices }),
  });
  let entry: EditorEntry | undefined;

  afterAll(async () => {
    if (!entry) return;
    const { token } = await contentEditor();
    const current = succeeded(await graphqlContent.get(token, 'dayPlan', entry.key));
    await graphqlContent.remove(token, { ...current, expectedVersion: current.version });
  });

  test('are listed once published, and an option without prices is not bookable', async () => {
    const { token } = await contentEditor();
    const prices = { oneToTwo: 900, threeToFive: 850, sixToTen: 799, depositPercent: 25 };
    const created = succeeded(
      await graphqlContent.create(token, 'dayPlan', {
        days: 9,
        options: [option('tea-country-9', prices), option('tea-country-9-by-request')],
      }),
    );
    entry = created;
    const before = await listed(TRANSPORTS[0]);
    entry = succeeded(
      await graphqlContent.publish(token, {
        kind: 'dayPlan',
        key: created.key,
        expectedVersion: created.version,
      }),
    );

    expect(before.map(({ id }) => id)).not.toContain('tea-country-9');
    for (const transport of TRANSPORTS) {
      const tours = await listed(transport);
      expect(tours.map(({ id }) => id)).not.toContain('tea-country-9-by-request');
      expect(tours.find(({ id }) => id === 'tea-country-9')).toMatchObject({
        days: 9,
        fromPrice: 79900,
        prices: bands(900, 850, 799),
        depositPercent: 25,
        peakSeason: null,
      });
    }
  });

  test('that make no sense are refused, each under its field', async () => {
    const { token } = await contentEditor();
    const refused = await graphqlContent.create(token, 'dayPlan', {
      days: 11,
      options: [
        option('tea-country-11', {
          oneToTwo: 0,
          threeToFive: 12.5,
          sixToTen: 700,
          depositPercent: 120,
          peakSeason: { surchargePercent: 10, months: ['Smarch'] },
        }),
      ],
    });

    expect(refused.ok).toBe(false);
    expect(Object.keys((!refused.ok && refused.fields) || {}).sort()).toEqual([
      'options.0.prices.depositPercent',
      'options.0.prices.oneToTwo',
      'options.0.prices.peakSeason.months.0',
      'options.0.prices.threeToFive',
    ]);
  });
});
