import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { request } from './support/http';
import { registeredRestRoutes } from './support/rest-routes';
import { REPO_ROOT } from './support/server-process';

/**
 * The committed openapi.json is the REST adapter's contract: each documented operation answers
 * a client as documented, and each route the server registers is documented.
 */
interface Answer {
  content?: Record<string, { schema: object }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Answer>;
}
const document = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'openapi.json'), 'utf8')) as {
  openapi: string;
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
