import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { CONTENT_KIND_NAMES, pageSchema } from '@lanka-tours/shared/content';
import { contentEditor } from './support/content';
import { request, requestWithBody } from './support/http';
import { registeredRestRoutes } from './support/rest-routes';
import { REPO_ROOT } from './support/server-process';

/**
 * The committed openapi.json is the REST adapter's contract: each documented operation answers
 * a client as documented, and each route the server registers is documented.
 */
interface Answer {
  content?: Record<string, { schema: object }>;
}
interface Parameter {
  name: string;
  in: string;
  schema: { enum?: string[]; pattern?: string };
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters: Parameter[];
  responses: Record<string, Answer>;
}
const document = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
  openapi: string;
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const operations = Object.entries(document.paths).flatMap(([route, item]) =>
  Object.entries(item).map(([method, operation]) => ({ method, route, operation })),
);

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
ajv.addSchema({ $id: 'openapi', components: document.components });
const validatorOf = (schema: object) =>
  ajv.compile({ $ref: `openapi${(schema as { $ref: string }).$ref}` });

/** A path of the document with its parameters filled: ids that name nothing, a token that is none. */
const concrete = (route: string) =>
  route.replace(/\{token\}/g, 'x'.repeat(40)).replace(/\{\w+\}/g, crypto.randomUUID());

test('the document is OpenAPI 3.1 with every answer and refusal described', () => {
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(operations.length).toBeGreaterThan(25);
  for (const { operation } of operations) {
    const statuses = Object.keys(operation.responses);
    expect(statuses.some((status) => status.startsWith('2'))).toBe(true);
    expect(statuses).toEqual(expect.arrayContaining(['500', '503']));
  }
});

test.each(operations)(
  '$method $route answers a signed-out client as documented',
  async ({ method, route, operation }) => {
    const answer = await request(method.toUpperCase(), concrete(route), {
      body: method === 'get' ? undefined : {},
    });
    const documented = operation.responses[String(answer.status)];
    expect({ status: answer.status, documented: Boolean(documented) }).toEqual({
      status: answer.status,
      documented: true,
    });
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return;
    const validate = validatorOf(schema);
    expect({ body: answer.body, errors: validate(answer.body) ? null : validate.errors }).toEqual({
      body: answer.body,
      errors: null,
    });
  },
);

test('every tag says what its operations are for', () => {
  const described = new Map(document.tags.map(({ name, description }) => [name, description]));
  const used = new Set(operations.flatMap(({ operation }) => operation.tags));
  expect([...used].sort()).toEqual([...described.keys()].sort());
  const undescribed = [...described].filter(([, description]) => !description?.trim());
  expect(undescribed.map(([name]) => name)).toEqual([]);
});

test('every operation documents the refusals (4XX) it can give', () => {
  const without = operations.filter(
    ({ operation }) => !Object.keys(operation.responses).some((status) => status.startsWith('4')),
  );
  expect(without.map(({ method, route }) => `${method} ${route}`)).toEqual([]);
});

test.each(operations)(
  '$method $route documents its answers to an unreadable body and to a rejected token',
  async ({ method, route, operation }) => {
    const address = concrete(route);
    const unreadable = await requestWithBody(method.toUpperCase(), address, '{"', {
      'content-type': 'application/json',
    });
    const rejected = await request(method.toUpperCase(), address, {
      token: 'not-a-token',
      body: method === 'get' ? undefined : {},
    });
    const documented = Object.keys(operation.responses);
    expect(documented).toContain(String(unreadable.status));
    expect(documented).toContain(String(rejected.status));
  },
);

describe('the content answers', () => {
  const parametersNamed = (name: string) =>
    operations.flatMap(({ operation }) => operation.parameters.filter((p) => p.name === name));
  const contentGet = (operationId: string) =>
    operations.find(({ operation }) => operation.operationId === operationId)!.operation;
  const answerValidator = (operationId: string) =>
    validatorOf(contentGet(operationId).responses['200'].content!['application/json'].schema);

  test("name a kind among the server's kinds and a page by the pattern of its slug", () => {
    const kinds = parametersNamed('kind');
    expect(kinds.length).toBeGreaterThanOrEqual(9);
    for (const kind of kinds) expect(kind.schema.enum).toEqual(CONTENT_KIND_NAMES);
    expect(document.components.schemas.ContentKind).toMatchObject({ enum: CONTENT_KIND_NAMES });
    expect(parametersNamed('slug').map((slug) => slug.schema.pattern)).toEqual([
      pageSchema.fields.slug.pattern.source,
    ]);
  });

  /** Whether the documented answer accepts `body`, with the validator's findings. */
  const check = (validate: ReturnType<typeof validatorOf>, body: unknown) => ({
    valid: validate(body),
    errors: validate.errors?.slice(0, 3) ?? null,
  });
  const VALID = { valid: true, errors: null };

  test.each(CONTENT_KIND_NAMES.flatMap((kind) => [`${kind}`, `${kind}?language=de`]))(
    'GET /api/content/%s answers as documented, each document by its kind',
    async (asked) => {
      const validate = answerValidator('contentKind');
      const answer = await request<{ entries: { document: object }[] }>(
        'GET',
        `/api/content/${asked}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.entries.length).toBeGreaterThan(0);
      expect(check(validate, answer.body)).toEqual(VALID);
      const emptied = answer.body.entries.map((entry) => ({ ...entry, document: {} }));
      expect(check(validate, { entries: emptied }).valid).toBe(false);
    },
  );

  test.each(CONTENT_KIND_NAMES)(
    "the editor's reads of a %s entry answer a tour guide as documented",
    async (kind) => {
      const { token } = await contentEditor();
      const list = await request<{ entries: { key: string }[] }>(
        'GET',
        `/api/content-editor/${kind}`,
        { token },
      );
      expect(check(answerValidator('contentEditorList'), list.body)).toEqual(VALID);
      const key = encodeURIComponent(list.body.entries[0].key);
      const entry = await request('GET', `/api/content-editor/${kind}/${key}`, { token });
      expect(check(answerValidator('contentEditorGet'), entry.body)).toEqual(VALID);
      const revisions = await request('GET', `/api/content-editor/${kind}/${key}/revisions`, {
        token,
      });
      expect(check(answerValidator('contentEditorRevisions'), revisions.body)).toEqual(VALID);
    },
  );

  test('GET /api/content/pages/{slug} answers each page as documented', async () => {
    const validate = answerValidator('contentPage');
    const pages = await request<{ entries: { key: string }[] }>('GET', '/api/content/page');
    expect(pages.body.entries.length).toBeGreaterThan(0);
    for (const { key } of pages.body.entries) {
      const answer = await request<{ page: object }>('GET', `/api/content/pages/${key}`);
      expect({ key, status: answer.status }).toEqual({ key, status: 200 });
      expect({ key, ...check(validate, answer.body) }).toEqual({ key, ...VALID });
      const emptied = { page: { ...answer.body.page, document: {} } };
      expect({ key, valid: check(validate, emptied).valid }).toEqual({ key, valid: false });
    }
  });
});

test('every route of the REST adapter is documented, and every documented one is a route', () => {
  const documented = operations.map(
    ({ method, route }) => `${method} ${route.replace(/\{(\w+)\}/g, ':$1')}`,
  );
  const registered = registeredRestRoutes().map((route) => route.replace(/\/$/, ''));
  expect([...registered].sort()).toEqual([...documented].sort());
});

test('/api/docs shows the document with Swagger UI from this origin only', async () => {
  const page = await request('GET', '/api/docs');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/text\/html/);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const references = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
  expect(references.length).toBeGreaterThanOrEqual(3);
  for (const url of references) {
    expect(url).toMatch(/^\/api\/docs\//);
    const asset = await request('GET', url);
    expect({ url, status: asset.status }).toEqual({ url, status: 200 });
  }
  const served = await request('GET', '/api/docs/openapi.json');
  expect(served.body).toEqual(document);
});
