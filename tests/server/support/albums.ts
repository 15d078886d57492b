import { newAccount } from './accounts';
import { withDatabase } from './database';
import {
  blob,
  graphqlForm,
  graphqlUpload,
  multipart,
  type Upload,
  type UploadRequest,
} from './feedback';
import { png } from './images';
import { confirmGuide } from './guide-access';
import { graphql, request, type GraphQLBody } from './http';
import { adminEmail } from './test-env';
import { restTransport, valueOf, type Session } from './transports';

export interface AlbumFields {
  title: string;
  location: string;
  date: string;
  description?: string;
}

/** An album as both transports describe it (REST's `_id` read as `id`, image URLs only). */
export interface SeenAlbum {
  id: string;
  title: string;
  location: string;
  date: string;
  description: string | null;
  coverImage: string | null;
  images: { id: string; url: string; caption: string }[];
}

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; status: number; code?: string; message: string };

export interface AlbumTransport {
  name: 'GraphQL' | 'REST';
  get(id: string): Promise<Outcome<SeenAlbum>>;
  list(): Promise<Outcome<SeenAlbum[]>>;
  create(token: string | undefined, fields: AlbumFields): Promise<Outcome<SeenAlbum>>;
  update(token: string | undefined, id: string, fields: AlbumFields): Promise<Outcome<SeenAlbum>>;
  remove(token: string | undefined, id: string): Promise<Outcome<unknown>>;
  upload(
    token: string | undefined,
    id: string,
    files: Upload[],
    captions?: string[],
  ): Promise<Outcome<SeenAlbum>>;
  deleteImage(token: string | undefined, id: string, imageId: string): Promise<Outcome<SeenAlbum>>;
  caption(
    token: string | undefined,
    id: string,
    imageId: string,
    caption: string,
  ): Promise<Outcome<{ id: string; caption: string }>>;
  cover(token: string | undefined, id: string, imageId: string): Promise<Outcome<SeenAlbum>>;
}

export const validAlbum = (overrides: Partial<AlbumFields> = {}): AlbumFields => ({
  title: 'Cultural Triangle in Five Days',
  location: 'Sigiriya',
  date: '2025-08-14',
  description: 'Rock fortresses, cave temples and an elephant gathering at Minneriya.',
  ...overrides,
});

const ALBUM_FIELDS = `id title location date description
  coverImage { image { url } } images { id caption image { url } }`;

interface GraphQLAlbum extends Omit<SeenAlbum, 'coverImage' | 'images'> {
  coverImage: { image: { url: string } } | null;
  images: { id: string; caption: string | null; image: { url: string } }[];
}

const fromGraphQLAlbum = (album: GraphQLAlbum): SeenAlbum => ({
  ...album,
  coverImage: album.coverImage?.image.url ?? null,
  images: album.images.map((i) => ({ id: i.id, url: i.image.url, caption: i.caption ?? '' })),
});

function graphqlOutcome<T>(
  status: number,
  body: GraphQLBody | string,
  read: (data: Record<string, unknown>) => T,
): Outcome<T> {
  if (typeof body !== 'object') return { ok: false, status, message: String(body) };
  const error = body.errors?.[0];
  if (error || !body.data) {
    const message = error?.message ?? (body as { message?: string }).message ?? '';
    return { ok: false, status, code: error?.extensions?.code, message };
  }
  return { ok: true, value: read(body.data) };
}

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
  read: (data: Record<string, unknown>) => T,
): Promise<Outcome<T>> {
  const { status, body } = await graphql(query, variables, token);
  return graphqlOutcome(status, body, read);
}

const albumOf = (field: string) => (data: Record<string, unknown>) =>
  fromGraphQLAlbum(data[field] as GraphQLAlbum);

export const graphqlAlbums: AlbumTransport = {
  name: 'GraphQL',
  get: (id) =>
    gql(
      `query A($id: ID!) { album(id: $id) { ${ALBUM_FIELDS} } }`,
      { id },
      undefined,
      albumOf('album'),
    ),
  list: () =>
    gql(`{ albums { ${ALBUM_FIELDS} } }`, {}, undefined, (data) =>
      (data.albums as GraphQLAlbum[]).map(fromGraphQLAlbum),
    ),
  create: (token, input) =>
    gql(
      `mutation C($input: AlbumInput!) { createAlbum(input: $input) { ${ALBUM_FIELDS} } }`,
      { input },
      token,
      albumOf('createAlbum'),
    ),
  update: (token, id, input) =>
    gql(
      `mutation U($id: ID!, $input: AlbumInput!) { updateAlbum(id: $id, input: $input) { ${ALBUM_FIELDS} } }`,
      { id, input },
      token,
      albumOf('updateAlbum'),
    ),
  remove: (token, id) =>
    gql(`mutation D($id: ID!) { deleteAlbum(id: $id) }`, { id }, token, (data) => data),
  async upload(token, albumId, files, captions) {
    const { status, body } = await graphqlUpload(
      `mutation Up($albumId: ID!, $files: [Upload!]!, $captions: [String!]) {
        uploadAlbumImages(albumId: $albumId, files: $files, captions: $captions) { ${ALBUM_FIELDS} } }`,
      { albumId, captions },
      files,
      token,
      'files',
    );
    return graphqlOutcome(status, body as GraphQLBody | string, albumOf('uploadAlbumImages'));
  },
  deleteImage: (token, albumId, imageId) =>
    gql(
      `mutation DI($albumId: ID!, $imageId: ID!) { deleteAlbumImage(albumId: $albumId, imageId: $imageId) { ${ALBUM_FIELDS} } }`,
      { albumId, imageId },
      token,
      albumOf('deleteAlbumImage'),
    ),
  caption: (token, albumId, imageId, caption) =>
    gql(
      `mutation Cap($albumId: ID!, $imageId: ID!, $caption: String!) {
        updateImageCaption(albumId: $albumId, imageId: $imageId, caption: $caption) { id caption } }`,
      { albumId, imageId, caption },
      token,
      (data) => data.updateImageCaption as { id: string; caption: string },
    ),
  cover: (token, albumId, imageId) =>
    gql(
      `mutation Cov($albumId: ID!, $imageId: ID!) { setAlbumCover(albumId: $albumId, imageId: $imageId) { ${ALBUM_FIELDS} } }`,
      { albumId, imageId },
      token,
      albumOf('setAlbumCover'),
    ),
};

interface RestAlbum extends Omit<SeenAlbum, 'id' | 'images'> {
  _id: string;
  images: { _id: string; url: string; caption: string }[];
}

const fromRestAlbum = ({ _id, images, description, ...rest }: RestAlbum): SeenAlbum => ({
  id: _id,
  ...rest,
  description: description || null,
  images: images.map((image) => ({ id: image._id, url: image.url, caption: image.caption })),
});

function restOutcome<T>(
  status: number,
  body: unknown,
  success: number,
  read: (body: Record<string, unknown>) => T,
): Outcome<T> {
  const value = body as Record<string, unknown>;
  if (status !== success) {
    return { ok: false, status, message: String(value?.message ?? body) };
  }
  return { ok: true, value: read(value) };
}

async function call<T>(
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  success: number,
  read: (body: Record<string, unknown>) => T,
): Promise<Outcome<T>> {
  const response = await request(method, path, { token, body });
  return restOutcome(response.status, response.body, success, read);
}

const restAlbum = (body: Record<string, unknown>) => fromRestAlbum(body.album as RestAlbum);

export const restAlbums: AlbumTransport = {
  name: 'REST',
  get: (id) => call('GET', `/api/tour-albums/${id}`, undefined, undefined, 200, restAlbum),
  list: () =>
    call('GET', '/api/tour-albums', undefined, undefined, 200, (body) =>
      (body.albums as RestAlbum[]).map(fromRestAlbum),
    ),
  create: (token, fields) => call('POST', '/api/tour-albums', token, fields, 201, restAlbum),
  update: (token, id, fields) =>
    call('PUT', `/api/tour-albums/${id}?t=${Date.now()}`, token, fields, 200, restAlbum),
  remove: (token, id) => call('DELETE', `/api/tour-albums/${id}`, token, undefined, 200, (b) => b),
  async upload(token, id, files, captions) {
    const form = new FormData();
    files.forEach((file) => form.append('images', ...blob(file)));
    if (captions) form.append('captions', JSON.stringify(captions));
    const { status, body } = await multipart('POST', `/api/tour-albums/${id}/images`, form, token);
    return restOutcome(status, body, 201, restAlbum);
  },
  deleteImage: (token, id, imageId) =>
    call('DELETE', `/api/tour-albums/${id}/images/${imageId}`, token, undefined, 200, restAlbum),
  caption: (token, id, imageId, caption) =>
    call(
      'PUT',
      `/api/tour-albums/${id}/images/${imageId}/caption`,
      token,
      { caption },
      200,
      (b) => {
        const image = b.image as { _id: string; caption: string };
        return { id: image._id, caption: image.caption };
      },
    ),
  cover: (token, id, imageId) =>
    call('PUT', `/api/tour-albums/${id}/cover`, token, { imageId }, 200, restAlbum),
};

export const ALBUM_TRANSPORTS = [graphqlAlbums, restAlbums];

/** Every change an album can undergo, each as one call. */
export function adminOperations(transport: AlbumTransport, albumId: string, imageId: string) {
  return {
    createAlbum: (token?: string) => transport.create(token, validAlbum()),
    updateAlbum: (token?: string) => transport.update(token, albumId, validAlbum({ title: 'X' })),
    deleteAlbum: (token?: string) => transport.remove(token, albumId),
    uploadAlbumImages: async (token?: string) =>
      transport.upload(token, albumId, [{ bytes: await png() }], ['Lion gate']),
    deleteAlbumImage: (token?: string) => transport.deleteImage(token, albumId, imageId),
    updateImageCaption: (token?: string) => transport.caption(token, albumId, imageId, 'Changed'),
    setAlbumCover: (token?: string) => transport.cover(token, albumId, imageId),
  };
}

export function valueOfOutcome<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`Expected success, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** 401 or 403 as each transport says it: a REST status, a GraphQL code. */
export function refusal(outcome: Outcome<unknown>): number | 'allowed' | string {
  if (outcome.ok) return 'allowed';
  if (outcome.code === 'UNAUTHENTICATED') return 401;
  if (outcome.code === 'FORBIDDEN') return 403;
  return outcome.code ?? outcome.status;
}

let adminSession: Promise<Session> | undefined;

/**
 * The tour guide of these tests: registered once per run and confirmed through the emailed link,
 * signed in again by later files.
 */
export function tourGuide(): Promise<Session> {
  adminSession ??= (async () => {
    const account = newAccount({ email: adminEmail('albums') });
    const registered = await restTransport.register(account);
    return confirmGuide(
      registered.ok ? registered.value : valueOf(await restTransport.login(account)),
    );
  })();
  return adminSession;
}

const UPLOAD_ALBUM_IMAGES = `mutation ($albumId: ID!, $files: [Upload!]!) {
  uploadAlbumImages(albumId: $albumId, files: $files) { id } }`;

/** A photo upload to an album, as each transport's client sends it. */
export function albumUploadRequest(
  transport: AlbumTransport['name'],
  albumId: string,
  files: Upload[],
): UploadRequest {
  if (transport === 'GraphQL') {
    return {
      path: '/graphql',
      form: graphqlForm(UPLOAD_ALBUM_IMAGES, { albumId }, files, 'files'),
      headers: { 'apollo-require-preflight': 'true' },
    };
  }
  const form = new FormData();
  files.forEach((file) => form.append('images', ...blob(file)));
  return { path: `/api/tour-albums/${albumId}/images`, form, headers: {} };
}

/** What the database holds for an album: its image rows and the media they own. */
export function storedForAlbum(
  albumId: string,
  url?: string,
): Promise<{ images: number; media: number }> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ images: string; media: string }>(
      `SELECT count(ai.id) AS images, count(m.id) AS media
       FROM album_images ai LEFT JOIN media m ON m.id = ai.media_id WHERE ai.album_id = $1`,
      [albumId],
    );
    return { images: Number(rows[0].images), media: Number(rows[0].media) };
  }, url);
}

/** Whether any of these media rows (or their variant bytes) is still stored. */
export function mediaLeft(urls: string[]): Promise<number> {
  const ids = urls.map((url) => url.split('/')[2]);
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ count: string }>(
      `SELECT (SELECT count(*) FROM media WHERE id = ANY($1::uuid[]))
            + (SELECT count(*) FROM media_variants WHERE media_id = ANY($1::uuid[])) AS count`,
      [ids],
    );
    return Number(rows[0].count);
  });
}
