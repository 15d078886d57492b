import { withDatabase } from './database';
import {
  graphqlAnswer,
  graphqlBodyAnswer,
  restAnswer,
  type Answer,
  type GraphQLAnswer,
} from './answers';
import { blob, graphqlUpload, multipart, type Upload } from './feedback';

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
  /** The URL of the photo's largest width (GraphQL's photo.url), or null. */
  photo: string | null;
  accountEmail: string | null;
  isYou: boolean;
  phone: string | null;
}

export interface GuideDetails {
  name: string;
  languages: unknown;
  accountEmail?: string;
  phone?: string;
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
  add(token: string | undefined, details: GuideDetails): Promise<Answer<Guide>>;
  update(token: string | undefined, guideId: string, details: GuideDetails): Promise<Answer<Guide>>;
  setPhoto(
    token: string | undefined,
    guideId: string,
    photo: Upload | null,
  ): Promise<Answer<Guide>>;
  removePhoto(token: string | undefined, guideId: string): Promise<Answer<Guide>>;
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

const GUIDE = 'id name languages daysOff { id from to } photo { url } accountEmail isYou phone';

type GraphQLGuide = Omit<Guide, 'photo'> & { photo: { url: string } | null };

/** A GraphQL guide read as REST gives it: the photo by its URL. */
const flat = (guide: GraphQLGuide): Guide => ({ ...guide, photo: guide.photo?.url ?? null });

/** A GraphQL answer of one guide, or of several, with their photos as REST gives them. */
async function guidesOf<T extends Guide | Guide[]>(answer: Promise<Answer<unknown>>) {
  const read = await answer;
  if (!read.ok) return read;
  const value = read.value as GraphQLGuide | GraphQLGuide[];
  return { ok: true, value: (Array.isArray(value) ? value.map(flat) : flat(value)) as T } as const;
}

/** A multipart answer as `restAnswer` reads a JSON one. */
function uploadAnswer<T>(
  { status, body }: { status: number; body: Record<string, unknown> },
  read: (body: Record<string, unknown>) => T,
): Answer<T> {
  if (status < 300) return { ok: true, value: read(body) };
  const { message = '', errors } = body as { message?: string; errors?: Record<string, string> };
  return { ok: false, refusal: status, message, fields: errors };
}

export const GUIDES_TRANSPORTS: GuidesTransport[] = [
  {
    name: 'REST',
    guides: (token) => rest('GET', '/guides', 'guides', token),
    add: (token, details) => rest('POST', '/guides', 'guide', token, details),
    update: (token, guideId, details) => rest('PUT', `/guides/${guideId}`, 'guide', token, details),
    async setPhoto(token, guideId, photo) {
      const form = new FormData();
      if (photo) form.append('photo', ...blob(photo));
      const sent = await multipart('PUT', `/api/guides/${guideId}/photo`, form, token);
      return uploadAnswer(sent, (body) => body.guide as Guide);
    },
    removePhoto: (token, guideId) => rest('DELETE', `/guides/${guideId}/photo`, 'guide', token),
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
    guides: (token) => guidesOf(graphql(`{ guides { ${GUIDE} } }`, {}, token)),
    add: (token, input) =>
      guidesOf(
        graphql(
          `mutation ($input: GuideInput!) { addGuide(input: $input) { ${GUIDE} } }`,
          { input },
          token,
        ),
      ),
    update: (token, guideId, input) =>
      guidesOf(
        graphql(
          `mutation ($guideId: ID!, $input: GuideInput!) {
            updateGuide(guideId: $guideId, input: $input) { ${GUIDE} } }`,
          { guideId, input },
          token,
        ),
      ),
    async setPhoto(token, guideId, photo) {
      const sent = await graphqlUpload(
        `mutation ($guideId: ID!, $files: [Upload!]!) {
          setGuidePhoto(guideId: $guideId, files: $files) { ${GUIDE} } }`,
        { guideId },
        photo ? [photo] : [],
        token,
        'files',
      );
      return guidesOf(Promise.resolve(graphqlBodyAnswer(sent.body as GraphQLAnswer)));
    },
    removePhoto: (token, guideId) =>
      guidesOf(
        graphql(
          `mutation ($guideId: ID!) { removeGuidePhoto(guideId: $guideId) { ${GUIDE} } }`,
          { guideId },
          token,
        ),
      ),
    addDaysOff: (token, guideId, from, to) =>
      guidesOf(
        graphql(
          `mutation ($guideId: ID!, $from: String!, $to: String!) {
            addGuideDaysOff(guideId: $guideId, from: $from, to: $to) { ${GUIDE} } }`,
          { guideId, from, to },
          token,
        ),
      ),
    removeDaysOff: (token, guideId, daysOffId) =>
      guidesOf(
        graphql(
          `mutation ($guideId: ID!, $daysOffId: ID!) {
            removeGuideDaysOff(guideId: $guideId, daysOffId: $daysOffId) { ${GUIDE} } }`,
          { guideId, daysOffId },
          token,
        ),
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
