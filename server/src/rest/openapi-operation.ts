import { z } from 'zod';
import type { ApiModule, Operation, TextFields } from './api-contract';
import { ACCESS_NOTES, errorAnswers, refusalsOf } from './openapi-refusals';

/** Schemas the document names in its components, by id; operations add their bodies. */
export type NamedSchemas = Map<string, z.ZodType>;

const PATH_PARAMETER = /:(\w+)/g;

/** `/tour-albums` + `/:id/cover` → `/api/tour-albums/{id}/cover` (no trailing slash). */
function openApiPath(prefix: string, path: string): string {
  const full = `/api${prefix}${path}`.replace(/\/$/, '');
  return full.replace(PATH_PARAMETER, '{$1}');
}

/** The id of a schema in the components, named for it when it has none yet. */
function ref(named: NamedSchemas, schema: z.ZodType, idIfNew: string) {
  const existing = [...named].find(([, known]) => known === schema)?.[0];
  if (!existing) named.set(idIfNew, schema);
  return { $ref: `#/components/schemas/${existing ?? idIfNew}` };
}

/** A copy without the given keys (the converter's `$schema` and `$id`, the registry's `id`). */
export function without(object: object, ...keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));
}

function inlineSchema(schema: z.ZodType) {
  return without(z.toJSONSchema(schema, { target: 'draft-2020-12' }), '$schema');
}

function parameters(spec: Operation) {
  const inPath = [...spec.path.matchAll(PATH_PARAMETER)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: spec.params?.[name] ? inlineSchema(spec.params[name]) : { type: 'string' },
  }));
  const inQuery = Object.entries(spec.query ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema: inlineSchema(schema),
  }));
  const inHeaders = Object.entries(spec.headers ?? {}).map(([name, description]) => ({
    name,
    in: 'header',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

/**
 * A body as the route reads it, JSON or multipart: the fields not marked optional are required
 * (the route would read a missing one as empty, which the service refuses), and others are ignored.
 */
const bodySchema = (fields: TextFields) => z.looseObject(fields);

/** A multipart body: its text fields, and the files under one repeated field. */
function multipartSchema({ fields, files }: NonNullable<Operation['multipart']>) {
  const file = z.string().meta({ format: 'binary', contentMediaType: 'image/*' });
  return bodySchema({ ...fields, [files.name]: z.array(file).max(files.max).optional() });
}

function requestBody(spec: Operation, name: string, named: NamedSchemas) {
  const content: Record<string, unknown> = {};
  if (spec.json) {
    content['application/json'] = { schema: ref(named, bodySchema(spec.json), `${name}Body`) };
  }
  if (spec.multipart) {
    content['multipart/form-data'] = {
      schema: ref(named, multipartSchema(spec.multipart), `${name}Form`),
    };
  }
  return Object.keys(content).length ? { requestBody: { required: true, content } } : {};
}

const capitalised = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

export function openApiOperation(
  module: ApiModule,
  key: string,
  spec: Operation,
  named: NamedSchemas,
) {
  const operationId = `${module.name}${capitalised(key)}`;
  const { answer } = spec;
  const contentType = answer.contentType ?? 'application/json';
  const changing = spec.method !== 'get';
  const item = {
    operationId,
    tags: [module.name],
    summary: spec.summary,
    description: ACCESS_NOTES[spec.access],
    security: spec.access === 'anyone' ? [{}, { bearer: [] }] : [{ bearer: [] }],
    parameters: parameters(spec),
    ...requestBody(spec, capitalised(operationId), named),
    responses: {
      [String(answer.status)]: {
        description: answer.description,
        content: {
          [contentType]: {
            schema:
              contentType === 'application/json'
                ? ref(named, answer.body, `${capitalised(operationId)}Answer`)
                : inlineSchema(answer.body),
          },
        },
      },
      ...errorAnswers(refusalsOf(spec.access, changing, spec.errors)),
    },
  };
  return { path: openApiPath(module.prefix, spec.path), item };
}
