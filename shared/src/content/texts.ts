import type { Field, ObjectField } from './fields';
import { isRecord } from './validate';

/** A document's texts by the path of their field: 'fullDetails.attractions.0.name'. */
export type TextsByPath = Record<string, string>;

/** A document in two parts: the language-neutral structure and the texts of one language. */
export interface SplitDocument {
  data: Record<string, unknown>;
  texts: TextsByPath;
}

const isText = (field: Field) => field.type === 'text' || field.type === 'markdown';
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * Splits a document: texts (and a picture's alt) go to `texts`, everything else stays in `data`,
 * where a list of texts keeps its length as nulls. A document still being filled in (the
 * editor's) gives the texts it has; a valid one has them all.
 */
export function splitDocument(schema: ObjectField, document: object): SplitDocument {
  const texts: TextsByPath = {};
  const data = splitValue(schema, document, '', texts) as Record<string, unknown>;
  return { data, texts };
}

function splitValue(field: Field, value: unknown, path: string, texts: TextsByPath): unknown {
  if (isText(field)) {
    if (typeof value === 'string') texts[path] = value;
    return null;
  }
  if (field.type === 'picture' && isRecord(value)) {
    const { alt, ...rest } = value;
    if (typeof alt === 'string') texts[join(path, 'alt')] = alt;
    return rest;
  }
  if (field.type === 'list' && Array.isArray(value)) {
    return value.map((item, index) => splitValue(field.of, item, join(path, index), texts));
  }
  if (field.type === 'object' && isRecord(value)) {
    const record = value;
    const data: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(field.fields)) {
      const childValue = record[key];
      if (childValue === undefined || childValue === null) continue;
      const split = splitValue(child, childValue, join(path, key), texts);
      if (!isText(child)) data[key] = split;
    }
    return data;
  }
  return value;
}

/** The text at a path, in the language asked for or, failing that, in English. */
export type TextLookup = (path: string) => string | undefined;

/** The document again, from its structure and its texts. */
export function joinDocument(
  schema: ObjectField,
  data: Record<string, unknown>,
  lookup: TextLookup,
): Record<string, unknown> {
  return joinValue(schema, data, '', lookup) as Record<string, unknown>;
}

function joinValue(field: Field, data: unknown, path: string, lookup: TextLookup): unknown {
  if (isText(field)) return lookup(path);
  if (field.type === 'picture') return { ...(data as object), alt: lookup(join(path, 'alt')) };
  if (field.type === 'list') {
    return (data as unknown[]).map((item, index) =>
      joinValue(field.of, item, join(path, index), lookup),
    );
  }
  if (field.type === 'object') {
    const record = data as Record<string, unknown>;
    const document: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(field.fields)) {
      const childPath = join(path, key);
      const value = isText(child)
        ? lookup(childPath)
        : record[key] === undefined
          ? undefined
          : joinValue(child, record[key], childPath, lookup);
      if (value !== undefined) document[key] = value;
    }
    return document;
  }
  return data;
}
