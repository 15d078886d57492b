import { z } from 'zod';
import { ErrorAnswer, Message, MessageAnswer, type ApiModule } from './api-contract';
import { openApiOperation, without, type NamedSchemas } from './openapi-operation';

type JsonSchema = Record<string, unknown>;

/** Raised when an answer or a body changes in a way a client would notice. */
const API_VERSION = '1.0.0';

/** Every schema as JSON Schema 2020-12, with the descriptions and formats given in `.meta()`. */
function componentSchemas(named: NamedSchemas): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    metadata: registry,
    uri: (id) => `#/components/schemas/${id}`,
    override: ({ zodSchema, jsonSchema }) => {
      Object.assign(jsonSchema, without(z.globalRegistry.get(zodSchema) ?? {}, 'id'));
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => [id, without(schema, '$schema', '$id')]),
  );
}

/**
 * The REST adapter as an OpenAPI 3.1 document, from the operations the routers register
 * (rest-router.ts): the same paths, methods, body fields and limits.
 */
export function openApiDocument(modules: ApiModule[]) {
  const named: NamedSchemas = new Map<string, z.ZodType>([
    ['Error', ErrorAnswer],
    ['Message', Message],
    ['MessageWithPreview', MessageAnswer],
  ]);
  for (const module of modules) {
    for (const [id, schema] of Object.entries(module.schemas ?? {})) named.set(id, schema);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const module of modules) {
    for (const [key, spec] of Object.entries(module.operations)) {
      const { path, item } = openApiOperation(module, key, spec, named);
      paths[path] = { ...paths[path], [spec.method]: item };
    }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Serendib Trails REST API',
      version: API_VERSION,
      description:
        'The REST adapter of the booking platform, on the same services as GraphQL (/graphql). ' +
        'Every refusal answers `{message}` with its status, and `errors` per field on 400.',
    },
    servers: [{ url: '/' }],
    tags: modules.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas(named),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
