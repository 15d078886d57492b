import {
  splitDocument,
  type Field,
  type ObjectField,
  type PictureValue,
} from '@lanka-tours/shared/content';

/** A place in a document: keys of groups, indexes of lists. */
export type FieldPath = (string | number)[];

/** The key of a path in the messages of validate.ts and of the server: 'sections.0.heading'. */
export const pathKey = (path: FieldPath) => path.join('.');

/** A unique, valid element id for the input at a path. */
export const inputId = (path: FieldPath) => `content-${path.join('-') || 'document'}`;

export type Document = Record<string, unknown>;

/**
 * What a new field holds before the guide fills it in: empty texts, the first choice, a list's
 * fewest items; a picture or a number waits to be given (undefined, which the checks name).
 */
export function emptyValue(field: Field): unknown {
  switch (field.type) {
    case 'text':
    case 'markdown':
    case 'code':
      return '';
    case 'boolean':
      return false;
    case 'choice':
      return field.options[0];
    case 'list':
      return Array.from({ length: field.min }, () => emptyValue(field.of));
    case 'object':
      return emptyObject(field);
    default:
      return undefined;
  }
}

/** A group with each field it requires, empty; optional fields are left out. */
export function emptyObject(field: ObjectField): Document {
  const entries = Object.entries(field.fields).filter(([, child]) => !child.optional);
  return Object.fromEntries(entries.map(([key, child]) => [key, emptyValue(child)]));
}

/** The value with the part at `path` replaced (undefined removes a group's field). */
export function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? setAt(item, rest, next) : item));
  }
  const record = { ...(value as Document) };
  const child = setAt(record[head], rest, next);
  if (child === undefined) delete record[head];
  else record[head] = child;
  return record;
}

/** The picture a picture field holds, if it holds one. */
export const pictureIn = (value: unknown): Partial<PictureValue> =>
  typeof value === 'object' && value !== null ? (value as Partial<PictureValue>) : {};

/**
 * The translations kept with a save: only those of texts the new document still has (a removed
 * list item takes its translations with it).
 */
export function keptTranslations(
  schema: ObjectField,
  document: Document,
  translations: Record<string, Record<string, string>>,
): Record<string, Record<string, string>> {
  const { texts } = splitDocument(schema, document);
  return Object.fromEntries(
    Object.entries(translations).map(([language, byPath]) => [
      language,
      Object.fromEntries(Object.entries(byPath).filter(([path]) => Object.hasOwn(texts, path))),
    ]),
  );
}

/**
 * Whether the form shows a message at this path beside a field: a field of the schema, or a
 * picture's address or alt text. Others (a field the schema lacks, the document as a whole) are
 * shown above the form.
 */
export function hasFieldFor(schema: ObjectField, key: string): boolean {
  if (!key) return false;
  let field: Field | undefined = schema;
  for (const segment of key.split('.')) {
    if (field?.type === 'object') field = field.fields[segment];
    else if (field?.type === 'list') field = /^\d+$/.test(segment) ? field.of : undefined;
    else if (field?.type === 'picture') return segment === 'alt' || segment === 'src';
    else return false;
  }
  return field !== undefined;
}

/** A picture as the document stores it: address, size and alt text, nothing else. */
export const storedPicture = ({ src, alt, width, height }: PictureValue): PictureValue => ({
  src,
  alt,
  width,
  height,
});
