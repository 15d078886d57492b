import { newAccount } from './accounts';
import { blob, graphqlUpload, multipart, signedIn, type Upload } from './feedback';
import { confirmGuide } from './guide-access';
import { graphql, request } from './http';
import { adminEmail } from './test-env';
import { restTransport, valueOf, type Session } from './transports';

export interface Entry {
  kind: string;
  key: string;
  document: Record<string, unknown>;
  /** The paths of the texts read in English for want of a translation. */
  englishTexts: string[];
}

export interface EditorEntry {
  kind: string;
  key: string;
  /** Its title, name or question in the language asked for, else in English, else its key. */
  label: string;
  position: number;
  version: number;
  published: Revision | null;
  draft: Revision | null;
}

export interface ListedEntry {
  key: string;
  label: string;
  version: number;
  published: boolean;
  hasDraft: boolean;
}

export interface Revision {
  number: number;
  state: string;
  document: Record<string, unknown>;
  translations: Record<string, Record<string, string>>;
}

export interface TextChange {
  path: string;
  language: string;
  before: string | null;
  after: string | null;
}

/** A revision as the history lists it: with what it changed of the one before. */
export interface HistoryRevision extends Revision {
  changedFields: string[] | null;
  textChanges: TextChange[] | null;
  restorable: boolean;
}

export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code?: string; message: string; fields?: Record<string, string> };

export interface ContentTransport {
  name: 'GraphQL' | 'REST';
  published(kind: string, language?: string): Promise<Outcome<Entry[]>>;
  page(slug: string, language?: string): Promise<Outcome<Entry>>;
  /** The published entries, each replaced by its draft where it has one (tour guides only). */
  preview(token: string | undefined, kind: string): Promise<Outcome<Entry[]>>;
  previewPage(token: string | undefined, slug: string): Promise<Outcome<Entry>>;
  /** The kind's entries as the editor lists them; `language` is the request's (Accept-Language). */
  list(token: string | undefined, kind: string, language?: string): Promise<Outcome<ListedEntry[]>>;
  get(
    token: string | undefined,
    kind: string,
    key: string,
    language?: string,
  ): Promise<Outcome<EditorEntry>>;
  revisions(
    token: string | undefined,
    kind: string,
    key: string,
  ): Promise<Outcome<HistoryRevision[]>>;
  revision(
    token: string | undefined,
    kind: string,
    key: string,
    number: number,
  ): Promise<Outcome<Revision>>;
  create(
    token: string | undefined,
    kind: string,
    document: unknown,
    translations?: unknown,
  ): Promise<Outcome<EditorEntry>>;
  save(
    token: string | undefined,
    target: { kind: string; key: string; expectedVersion: number },
    document: unknown,
    translations?: unknown,
  ): Promise<Outcome<EditorEntry>>;
  publish(
    token: string | undefined,
    target: { kind: string; key: string; expectedVersion: number },
  ): Promise<Outcome<EditorEntry>>;
  restore(
    token: string | undefined,
    target: { kind: string; key: string; expectedVersion: number },
    number: number,
  ): Promise<Outcome<EditorEntry>>;
  reorder(token: string | undefined, kind: string, keys: string[]): Promise<Outcome<unknown>>;
  remove(
    token: string | undefined,
    target: { kind: string; key: string; expectedVersion: number },
  ): Promise<Outcome<unknown>>;
  upload(token: string | undefined, file: Upload | null, alt: string): Promise<Outcome<Picture>>;
  fromAlbum(token: string | undefined, imageId: string, alt: string): Promise<Outcome<Picture>>;
}

type Body = Record<string, unknown> & {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[];
};

function fromGraphQL<T>(status: number, body: Body | string, field: string): Outcome<T> {
  if (typeof body !== 'object') return { ok: false, status, message: String(body) };
  const error = body.errors?.[0];
  if (error || !body.data) {
    const { code, fields } = error?.extensions ?? {};
    return { ok: false, status, code, fields, message: error?.message ?? '' };
  }
  return { ok: true, value: body.data[field] as T };
}

/** Asks in `language` as a browser does; none asks in English. */
const inLanguage = (language?: string) => (language ? { 'accept-language': language } : undefined);

async function gql<T>(
  query: string,
  variables: object,
  field: string,
  token?: string,
  language?: string,
) {
  const { status, body } = language
    ? await request('POST', '/graphql', {
        body: { query, variables },
        token,
        headers: inLanguage(language),
      })
    : await graphql(query, variables as Record<string, unknown>, token);
  return fromGraphQL<T>(status, body as Body, field);
}

const REVISION = 'number state document translations';
const ENTRY = `kind key label position version published { ${REVISION} } draft { ${REVISION} }`;
const CHANGE_ARGS = '$kind: ContentKind!, $key: String!, $expectedVersion: Int!';
const CHANGE = 'kind: $kind, key: $key, expectedVersion: $expectedVersion';

export const graphqlContent: ContentTransport = {
  name: 'GraphQL',
  published: (kind, language = 'en') =>
    gql(
      `query P($kind: ContentKind!, $language: String!) {
        siteContent(kind: $kind, language: $language) { kind key document englishTexts } }`,
      { kind, language },
      'siteContent',
    ),
  page: (slug, language = 'en') =>
    gql(
      `query P($slug: String!, $language: String!) {
        contentPage(slug: $slug, language: $language) { kind key document englishTexts } }`,
      { slug, language },
      'contentPage',
    ),
  preview: (token, kind) =>
    gql(
      `query P($kind: ContentKind!) {
        siteContent(kind: $kind, preview: true) { kind key document englishTexts } }`,
      { kind },
      'siteContent',
      token,
    ),
  previewPage: (token, slug) =>
    gql(
      `query P($slug: String!) { contentPage(slug: $slug, preview: true) { kind key document englishTexts } }`,
      { slug },
      'contentPage',
      token,
    ),
  list: (token, kind, language) =>
    gql(
      `query L($kind: ContentKind!) {
        contentEntries(kind: $kind) { key label version published hasDraft } }`,
      { kind },
      'contentEntries',
      token,
      language,
    ),
  get: (token, kind, key, language) =>
    gql(
      `query G($kind: ContentKind!, $key: String!) { contentEntry(kind: $kind, key: $key) { ${ENTRY} } }`,
      { kind, key },
      'contentEntry',
      token,
      language,
    ),
  revisions: (token, kind, key) =>
    gql(
      `query R($kind: ContentKind!, $key: String!) { contentRevisions(kind: $kind, key: $key) {
        ${REVISION} changedFields textChanges { path language before after } restorable } }`,
      { kind, key },
      'contentRevisions',
      token,
    ),
  revision: (token, kind, key, number) =>
    gql(
      `query R($kind: ContentKind!, $key: String!, $number: Int!) {
        contentRevision(kind: $kind, key: $key, number: $number) { ${REVISION} } }`,
      { kind, key, number },
      'contentRevision',
      token,
    ),
  create: (token, kind, document, translations) =>
    gql(
      `mutation C($input: CreateContentEntryInput!) { createContentEntry(input: $input) { ${ENTRY} } }`,
      { input: { kind, document, translations } },
      'createContentEntry',
      token,
    ),
  save: (token, target, document, translations) =>
    gql(
      `mutation S($input: SaveContentDraftInput!) { saveContentDraft(input: $input) { ${ENTRY} } }`,
      { input: { ...target, document, translations } },
      'saveContentDraft',
      token,
    ),
  publish: (token, target) =>
    gql(
      `mutation P(${CHANGE_ARGS}) { publishContent(${CHANGE}) { ${ENTRY} } }`,
      target,
      'publishContent',
      token,
    ),
  restore: (token, target, number) =>
    gql(
      `mutation R(${CHANGE_ARGS}, $number: Int!) {
        restoreContentRevision(${CHANGE}, number: $number) { ${ENTRY} } }`,
      { ...target, number },
      'restoreContentRevision',
      token,
    ),
  reorder: (token, kind, keys) =>
    gql(
      `mutation O($kind: ContentKind!, $keys: [String!]!) { reorderContent(kind: $kind, keys: $keys) { key } }`,
      { kind, keys },
      'reorderContent',
      token,
    ),
  remove: (token, target) =>
    gql(
      `mutation D(${CHANGE_ARGS}) { deleteContentEntry(${CHANGE}) }`,
      target,
      'deleteContentEntry',
      token,
    ),
  async upload(token, file, alt) {
    const { status, body } = await graphqlUpload(
      `mutation U($files: [Upload!]!, $alt: String!) {
        uploadContentPicture(files: $files, alt: $alt) { src alt width height } }`,
      { alt },
      file ? [file] : [],
      token,
      'files',
    );
    return fromGraphQL(status, body as Body, 'uploadContentPicture');
  },
  fromAlbum: (token, imageId, alt) =>
    gql(
      `mutation A($imageId: ID!, $alt: String!) {
        contentPictureFromAlbum(imageId: $imageId, alt: $alt) { src alt width height } }`,
      { imageId, alt },
      'contentPictureFromAlbum',
      token,
    ),
};

function fromRest<T>(status: number, body: unknown, success: number, field: string): Outcome<T> {
  const value = (body ?? {}) as Record<string, unknown>;
  if (status !== success) {
    const fields = value.errors as Record<string, string> | undefined;
    return { ok: false, status, fields, message: String(value.message ?? body) };
  }
  return { ok: true, value: value[field] as T };
}

async function call<T>(
  method: string,
  path: string,
  field: string,
  options: { token?: string; body?: unknown; success?: number; language?: string } = {},
): Promise<Outcome<T>> {
  const { token, body, language } = options;
  const response = await request(method, path, { token, body, headers: inLanguage(language) });
  return fromRest<T>(response.status, response.body, options.success ?? 200, field);
}

const editorPath = (kind: string, key?: string) =>
  `/api/content-editor/${kind}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`;

export const restContent: ContentTransport = {
  name: 'REST',
  published: (kind, language = 'en') =>
    call('GET', `/api/content/${kind}?language=${language}`, 'entries'),
  page: (slug, language = 'en') =>
    call('GET', `/api/content/pages/${slug}?language=${language}`, 'page'),
  preview: (token, kind) => call('GET', `/api/content/${kind}?preview=1`, 'entries', { token }),
  previewPage: (token, slug) =>
    call('GET', `/api/content/pages/${slug}?preview=1`, 'page', { token }),
  list: (token, kind, language) => call('GET', editorPath(kind), 'entries', { token, language }),
  get: (token, kind, key, language) =>
    call('GET', editorPath(kind, key), 'entry', { token, language }),
  revisions: (token, kind, key) =>
    call('GET', `${editorPath(kind, key)}/revisions`, 'revisions', { token }),
  revision: (token, kind, key, number) =>
    call('GET', `${editorPath(kind, key)}/revisions/${number}`, 'revision', { token }),
  create: (token, kind, document, translations) =>
    call('POST', editorPath(kind), 'entry', {
      token,
      body: { document, translations },
      success: 201,
    }),
  save: (token, { kind, key, expectedVersion }, document, translations) =>
    call('PUT', `${editorPath(kind, key)}/draft`, 'entry', {
      token,
      body: { expectedVersion, document, translations },
    }),
  publish: (token, { kind, key, expectedVersion }) =>
    call('POST', `${editorPath(kind, key)}/publish`, 'entry', {
      token,
      body: { expectedVersion },
    }),
  restore: (token, { kind, key, expectedVersion }, number) =>
    call('POST', `${editorPath(kind, key)}/revisions/${number}/restore`, 'entry', {
      token,
      body: { expectedVersion },
    }),
  reorder: (token, kind, keys) =>
    call('PUT', `${editorPath(kind)}/order`, 'entries', { token, body: { keys } }),
  remove: (token, { kind, key, expectedVersion }) =>
    call('DELETE', editorPath(kind, key), 'key', { token, body: { expectedVersion } }),
  async upload(token, file, alt) {
    const form = new FormData();
    form.append('alt', alt);
    if (file) form.append('picture', ...blob(file));
    const { status, body } = await multipart('POST', '/api/content-editor/pictures', form, token);
    return fromRest(status, body, 201, 'picture');
  },
  fromAlbum: (token, imageId, alt) =>
    call('POST', '/api/content-editor/pictures/from-album', 'picture', {
      token,
      body: { imageId, alt },
      success: 201,
    }),
};

export const CONTENT_TRANSPORTS = [graphqlContent, restContent];

let serial = 0;
/** An FAQ item of a test's own, so the seeded content stays as it is. */
export function faqItem(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const runPart = adminEmail('content').split('-').at(-1)?.split('@')[0] ?? 'run';
  return {
    id: `editor-test-${runPart}-${serial}-${Date.now()}`,
    question: 'Can we bring children?',
    answer: 'Yes: our guides plan shorter days and family-friendly stays.',
    ...overrides,
  };
}

/** What a change of `entry` names: the entry, and the version the form opened. */
export const target = (entry: EditorEntry) => ({
  kind: entry.kind,
  key: entry.key,
  expectedVersion: entry.version,
});

export function succeeded<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`Expected success, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

/** 401 or 403 as each transport says it: a REST status, a GraphQL code. */
export function refusal(outcome: Outcome<unknown>): number | string {
  if (outcome.ok) return 'allowed';
  if (outcome.code === 'UNAUTHENTICATED') return 401;
  if (outcome.code === 'FORBIDDEN') return 403;
  return outcome.code ?? outcome.status;
}

let editorSession: Promise<Session> | undefined;

/** The tour guide of these tests, registered and confirmed through the emailed link once a run. */
export function contentEditor(): Promise<Session> {
  editorSession ??= (async () => {
    const account = newAccount({ email: adminEmail('content') });
    const registered = await restTransport.register(account);
    return confirmGuide(
      registered.ok ? registered.value : valueOf(await restTransport.login(account)),
    );
  })();
  return editorSession;
}

/** An account with a guide's address whose holder has not followed the confirmation link. */
export async function unconfirmedGuide(): Promise<Session> {
  const account = newAccount({ email: adminEmail('content-unconfirmed') });
  const registered = await restTransport.register(account);
  return registered.ok ? registered.value : valueOf(await restTransport.login(account));
}

/** Who is refused the editor's operations and the drafts' preview, and with which status. */
export const REFUSED_CALLERS = [
  { name: 'signed out', token: async () => undefined, expected: 401 },
  { name: 'a signed-in visitor', token: async () => (await signedIn()).token, expected: 403 },
  {
    name: 'an unconfirmed guide address',
    token: async () => (await unconfirmedGuide()).token,
    expected: 403,
  },
];
