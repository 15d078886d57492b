import { withDatabase } from './database';
import { graphqlAnswer, restAnswer, type Answer } from './answers';

export { valueOf, type Answer } from './answers';

// What a client reads, written down from the API's description rather than the server's types.

export interface DaysOff {
  id: string;
  from: string;
  to: string;
}

export interface Guide {
  id: string;
  name: string;
  languages: string[];
  daysOff: DaysOff[];
}

export interface AvailableDay {
  date: string;
  available: boolean;
  guidesFree: number;
}

export interface AvailabilityAsked {
  from: string;
  to: string;
  travellers: number;
  guideLanguage?: string;
}

export interface GuidesTransport {
  name: 'REST' | 'GraphQL';
  guides(token?: string): Promise<Answer<Guide[]>>;
  addGuide(token: string | undefined, name: string, languages: unknown): Promise<Answer<Guide>>;
  addDaysOff(
    token: string | undefined,
    guideId: string,
    from: string,
    to: string,
  ): Promise<Answer<Guide>>;
  removeDaysOff(
    token: string | undefined,
    guideId: string,
    daysOffId: string,
  ): Promise<Answer<Guide>>;
  availability(tourId: string, asked: AvailabilityAsked): Promise<Answer<AvailableDay[]>>;
}

const rest = <T>(method: string, path: string, field: string, token?: string, body?: unknown) =>
  restAnswer<T>(method, path, field, { token }, body);
const graphql = <T>(query: string, variables: Record<string, unknown>, token?: string) =>
  graphqlAnswer<T>(query, variables, { token });

const GUIDE = 'id name languages daysOff { id from to }';

export const GUIDES_TRANSPORTS: GuidesTransport[] = [
  {
    name: 'REST',
    guides: (token) => rest('GET', '/guides', 'guides', token),
    addGuide: (token, name, languages) =>
      rest('POST', '/guides', 'guide', token, { name, languages }),
    addDaysOff: (token, guideId, from, to) =>
      rest('POST', `/guides/${guideId}/days-off`, 'guide', token, { from, to }),
    removeDaysOff: (token, guideId, daysOffId) =>
      rest('DELETE', `/guides/${guideId}/days-off/${daysOffId}`, 'guide', token),
    availability: (tourId, { from, to, travellers, guideLanguage }) => {
      const query = new URLSearchParams({ from, to, travellers: String(travellers) });
      if (guideLanguage) query.set('guideLanguage', guideLanguage);
      return rest('GET', `/tours/${tourId}/availability?${query}`, 'days');
    },
  },
  {
    name: 'GraphQL',
    guides: (token) => graphql(`{ guides { ${GUIDE} } }`, {}, token),
    addGuide: (token, name, languages) =>
      graphql(
        `mutation ($input: GuideInput!) { addGuide(input: $input) { ${GUIDE} } }`,
        { input: { name, languages } },
        token,
      ),
    addDaysOff: (token, guideId, from, to) =>
      graphql(
        `mutation ($guideId: ID!, $from: String!, $to: String!) {
          addGuideDaysOff(guideId: $guideId, from: $from, to: $to) { ${GUIDE} } }`,
        { guideId, from, to },
        token,
      ),
    removeDaysOff: (token, guideId, daysOffId) =>
      graphql(
        `mutation ($guideId: ID!, $daysOffId: ID!) {
          removeGuideDaysOff(guideId: $guideId, daysOffId: $daysOffId) { ${GUIDE} } }`,
        { guideId, daysOffId },
        token,
      ),
    availability: (tourId, asked) =>
      graphql(
        `
          query (
            $tourId: ID!
            $from: String!
            $to: String!
            $travellers: Int!
            $guideLanguage: String
          ) {
            tourAvailability(
              tourId: $tourId
              from: $from
              to: $to
              travellers: $travellers
              guideLanguage: $guideLanguage
            ) {
              date
              available
              guidesFree
            }
          }
        `,
        { tourId, ...asked },
      ),
  },
];

/**
 * A language code that no guide speaks, so that a test counts only the guides it adds: any guide
 * of an earlier run (the external database outlives runs) that spoke it is gone first.
 */
export async function unusedLanguage(): Promise<string> {
  const letter = () => String.fromCharCode(97 + Math.floor(Math.random() * 26));
  const code = `q${letter()}${letter()}`;
  await withDatabase((db) => db.query(`DELETE FROM "guides" WHERE $1 = ANY ("languages")`, [code]));
  return code;
}

/** The day `days` after `date` (YYYY-MM-DD). */
export function dayAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in Sri Lanka, where the tours start. */
export function todayInSriLanka(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
}
