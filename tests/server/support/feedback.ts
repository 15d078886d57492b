import { newAccount } from './accounts';
import { withDatabase } from './database';
import { graphql, request, type GraphQLBody } from './http';
import { baseUrl, databaseUrl } from './test-env';
import { restTransport, valueOf } from './transports';

export interface Upload {
  bytes: Buffer;
  /** The name and type the client claims; the server must not believe either. */
  filename?: string;
  type?: string;
}

export interface FeedbackFields {
  fullName: string;
  rating: number;
  comment: string;
  location?: string;
}

/** Feedback as both transports describe it (REST's `_id` read as `id`, image URLs only). */
export interface SeenFeedback {
  id: string;
  userId: string;
  fullName: string;
  email: string;
  rating: number;
  comment: string;
  location: string | null;
  images: string[];
}

export type FeedbackOutcome =
  | { ok: true; feedback: SeenFeedback; message?: string }
  | { ok: false; status: number; code?: string; message: string };

export interface FeedbackTransport {
  name: 'GraphQL' | 'REST';
  create(
    token: string | undefined,
    fields: FeedbackFields,
    files?: Upload[],
  ): Promise<FeedbackOutcome>;
  update(
    token: string | undefined,
    id: string,
    fields: FeedbackFields,
    files?: Upload[],
    keep?: string[],
  ): Promise<FeedbackOutcome>;
  remove(
    token: string | undefined,
    id: string,
  ): Promise<{ ok: boolean; status: number; code?: string; message: string }>;
}

export const validFeedback = (overrides: Partial<FeedbackFields> = {}): FeedbackFields => ({
  fullName: 'Nimali Perera',
  rating: 5,
  comment: 'Our guide showed us hidden waterfalls near Ella.',
  location: 'Ella',
  ...overrides,
});

const FEEDBACK_FIELDS = 'id userId fullName email rating comment location images { id url }';

export function blob(file: Upload): [Blob, string] {
  return [
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
    file.filename ?? 'photo.jpg',
  ];
}

export async function multipart(
  method: string,
  path: string,
  form: FormData,
  token?: string,
  headers: Record<string, string> = {},
  base = baseUrl(),
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
    body: form,
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body };
}

/**
 * A GraphQL multipart request (operations, map, files), as an upload-capable client sends it:
 * with the header Apollo's CSRF prevention asks for, unless other headers are given.
 */
export async function graphqlUpload(
  query: string,
  variables: Record<string, unknown>,
  files: Upload[],
  token?: string,
  variable = 'images',
  headers: Record<string, string> = { 'apollo-require-preflight': 'true' },
) {
  return multipart(
    'POST',
    '/graphql',
    graphqlForm(query, variables, files, variable),
    token,
    headers,
  );
}

/** The body of a GraphQL multipart request: operations, map, then the files for `variable`. */
export function graphqlForm(
  query: string,
  variables: Record<string, unknown>,
  files: Upload[],
  variable = 'images',
): FormData {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({ query, variables: { ...variables, [variable]: files.map(() => null) } }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [i, [`variables.${variable}.${i}`]]))),
  );
  files.forEach((file, i) => form.append(String(i), ...blob(file)));
  return form;
}

type GraphQLFeedback = Omit<SeenFeedback, 'images'> & { images: { id: string; url: string }[] };

function fromGraphQL(status: number, body: GraphQLBody, field: string): FeedbackOutcome {
  const error = body.errors?.[0];
  if (error || typeof body !== 'object') {
    return {
      ok: false,
      status,
      code: error?.extensions?.code,
      message: error?.message ?? String(body),
    };
  }
  const feedback = body.data?.[field] as GraphQLFeedback;
  return { ok: true, feedback: { ...feedback, images: feedback.images.map((image) => image.url) } };
}

/** createFeedback as the site sends it; `input` and `images` are its variables. */
export const CREATE_FEEDBACK = `mutation Create($input: FeedbackInput!, $images: [Upload!]) {
  createFeedback(input: $input, images: $images) { ${FEEDBACK_FIELDS} } }`;

export const graphqlFeedback: FeedbackTransport = {
  name: 'GraphQL',
  async create(token, fields, files = []) {
    const { status, body } = await graphqlUpload(CREATE_FEEDBACK, { input: fields }, files, token);
    return fromGraphQL(status, body as GraphQLBody, 'createFeedback');
  },
  async update(token, id, fields, files = [], keep) {
    const { status, body } = await graphqlUpload(
      `mutation Update($id: ID!, $input: FeedbackInput!, $keep: [ID!], $images: [Upload!]) {
        updateFeedback(id: $id, input: $input, keepImageIds: $keep, images: $images) { ${FEEDBACK_FIELDS} } }`,
      { id, input: fields, keep: keep?.map((url) => url.split('/')[2]) },
      files,
      token,
    );
    return fromGraphQL(status, body as GraphQLBody, 'updateFeedback');
  },
  async remove(token, id) {
    const { status, body } = await graphql<{ deleteFeedback: string }>(
      'mutation Delete($id: ID!) { deleteFeedback(id: $id) }',
      { id },
      token,
    );
    const error = body.errors?.[0];
    return error
      ? { ok: false, status, code: error.extensions?.code, message: error.message }
      : { ok: true, status, message: '' };
  },
};

interface RestFeedback extends Omit<SeenFeedback, 'id'> {
  _id: string;
}

/** The form the site's feedback page posts to /api/feedback. */
export function restForm(fields: FeedbackFields, files: Upload[], keep?: string[]): FormData {
  const form = new FormData();
  form.append('fullName', fields.fullName);
  form.append('email', 'ignored@example.com');
  form.append('rating', String(fields.rating));
  form.append('comment', fields.comment);
  form.append('location', fields.location ?? '');
  // An empty value says "keep none"; no field at all keeps every current image.
  if (keep?.length === 0) form.append('keepImages', '');
  keep?.forEach((url) => form.append('keepImages', url));
  files.forEach((file) => form.append('images', ...blob(file)));
  return form;
}

/** A multipart request as a transport's client sends it: where, what, which headers. */
export interface UploadRequest {
  path: string;
  form: FormData;
  headers: Record<string, string>;
}

/** A new review with files. */
export function feedbackUploadRequest(
  transport: FeedbackTransport['name'],
  fields: FeedbackFields,
  files: Upload[],
): UploadRequest {
  return transport === 'GraphQL'
    ? {
        path: '/graphql',
        form: graphqlForm(CREATE_FEEDBACK, { input: fields }, files),
        headers: { 'apollo-require-preflight': 'true' },
      }
    : { path: '/api/feedback', form: restForm(fields, files), headers: {} };
}

function fromRest(status: number, body: unknown, success: number): FeedbackOutcome {
  const value = body as { feedback?: RestFeedback; message?: string };
  if (status !== success || !value.feedback) {
    return { ok: false, status, message: value?.message ?? String(body) };
  }
  const { _id, ...rest } = value.feedback;
  return { ok: true, feedback: { id: _id, ...rest }, message: value.message };
}

export const restFeedback: FeedbackTransport = {
  name: 'REST',
  async create(token, fields, files = []) {
    const { status, body } = await multipart(
      'POST',
      '/api/feedback',
      restForm(fields, files),
      token,
    );
    return fromRest(status, body, 201);
  },
  async update(token, id, fields, files = [], keep) {
    const { status, body } = await multipart(
      'PUT',
      `/api/feedback/${id}`,
      restForm(fields, files, keep),
      token,
    );
    return fromRest(status, body, 200);
  },
  async remove(token, id) {
    const { status, body } = await request<{ message: string }>('DELETE', `/api/feedback/${id}`, {
      token,
    });
    return { ok: status === 200, status, message: body.message };
  },
};

export const FEEDBACK_TRANSPORTS = [graphqlFeedback, restFeedback];

export function created(outcome: FeedbackOutcome): SeenFeedback {
  if (!outcome.ok) throw new Error(`Expected success, got ${JSON.stringify(outcome)}`);
  return outcome.feedback;
}

/** A fresh signed-in account. */
export async function signedIn() {
  return valueOf(await restTransport.register(newAccount()));
}

/**
 * What the database holds for this user: feedback rows, and media that no feedback, album or
 * site content owns.
 */
export function storedFor(
  userId: string,
  url = databaseUrl(),
): Promise<{ feedback: number; images: number; orphans: number }> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ feedback: string; images: string; orphans: string }>(
      `SELECT
         (SELECT count(*) FROM feedback WHERE user_id = $1) AS feedback,
         (SELECT count(*) FROM feedback_images fi JOIN feedback f ON f.id = fi.feedback_id
           WHERE f.user_id = $1) AS images,
         (SELECT count(*) FROM media m
           WHERE NOT EXISTS (SELECT 1 FROM feedback_images fi WHERE fi.media_id = m.id)
             AND NOT EXISTS (SELECT 1 FROM album_images ai WHERE ai.media_id = m.id)
             AND NOT EXISTS (SELECT 1 FROM content_pictures cp WHERE cp.media_id = m.id))
           AS orphans`,
      [userId],
    );
    return {
      feedback: Number(rows[0].feedback),
      images: Number(rows[0].images),
      orphans: Number(rows[0].orphans),
    };
  }, url);
}
