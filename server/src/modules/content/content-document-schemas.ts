import { z } from 'zod';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  MARKDOWN_MAX_LENGTH,
  PICTURE_SIDE,
  TEXT_MAX_LENGTH,
  type ContentKind,
  type Field,
  type ListKind,
  type NumberField,
  type ObjectField,
  type SectionKind,
} from '@lanka-tours/shared/content';
import { IMAGE_ADDRESS } from '@lanka-tours/shared/content/common-fields';
import { CONTENT_KIND_DESCRIPTION, CONTENT_KIND_DESCRIPTIONS } from './content-kind-descriptions';

/**
 * The documents of each kind as the REST contract documents them, derived from the fields that
 * validate them (shared/content), so the two cannot drift apart.
 */

const textOf = (maxLength: number, allowEmpty: boolean) =>
  z
    .string()
    .min(allowEmpty ? 0 : 1)
    .max(maxLength);

function numberOf({ min, max, integer }: Pick<NumberField, 'min' | 'max' | 'integer'>) {
  const number = integer ? z.number().int() : z.number();
  return number.min(min).max(max);
}

const side = numberOf(PICTURE_SIDE).meta({ description: 'In pixels.' });

function pictureOf(decorative: boolean) {
  return z.strictObject({
    src: z.string().regex(IMAGE_ADDRESS).meta({ description: 'A picture of the site.' }),
    alt: textOf(TEXT_MAX_LENGTH, decorative).meta({
      description: decorative ? 'Empty for a picture that is only decoration.' : 'Its alt text.',
    }),
    width: side,
    height: side,
  });
}

function schemaOfField(field: Field): z.ZodType {
  switch (field.type) {
    case 'text':
      return textOf(TEXT_MAX_LENGTH, Boolean(field.allowEmpty));
    case 'markdown':
      return textOf(MARKDOWN_MAX_LENGTH, false).meta({ description: 'Markdown.' });
    case 'number':
      return numberOf(field);
    case 'boolean':
      return z.boolean();
    case 'code':
      return z.string().regex(field.pattern).meta({ description: field.shape });
    case 'choice':
      return z.enum(field.options);
    case 'picture':
      return pictureOf(Boolean(field.decorative));
    case 'list':
      return z.array(schemaOfField(field.of)).min(field.min).max(field.max);
    case 'object':
      return objectOf(field);
  }
}

function objectOf({ fields }: ObjectField) {
  return z.strictObject(
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => {
        const schema = schemaOfField(field);
        return [key, field.optional ? schema.optional() : schema];
      }),
    ),
  );
}

const capitalised = (word: string) => `${word[0].toUpperCase()}${word.slice(1)}`;

/** One entry of a kind: which entry (its key), and its document. */
interface DocumentShape {
  id: string;
  key: z.ZodType;
  document: z.ZodType;
}

/** A list kind's entries share one shape; a section kind has one per section. */
function shapesOf(kind: ContentKind): DocumentShape[] {
  const spec: ListKind | SectionKind = CONTENT_KINDS[kind];
  const { description } = CONTENT_KIND_DESCRIPTIONS[kind];
  if (spec.list) {
    const document = objectOf(spec.schema).meta({ description });
    return [{ id: `${capitalised(kind)}Document`, key: z.string(), document }];
  }
  return Object.entries(spec.sections).map(([section, fields]) => ({
    id: `${capitalised(kind)}${section === kind ? '' : capitalised(section)}Document`,
    key: z.literal(section),
    document: objectOf(fields).meta({ description: `${description} This one: ${section}.` }),
  }));
}

const SHAPES = new Map(CONTENT_KIND_NAMES.map((kind) => [kind, shapesOf(kind)]));

/** The kinds of content, as the server knows them (shared/content). */
export const ContentKindSchema = z
  .enum(CONTENT_KIND_NAMES)
  .meta({ description: CONTENT_KIND_DESCRIPTION });

const DOCUMENTS = [...SHAPES.values()].flat();

/** The document of any kind or section: where its kind is given beside it (the path, the entry). */
export const AnyContentDocument = z.union(DOCUMENTS.map(({ document }) => document));

/** Each kind's and section's document, named once in the document's components. */
export const CONTENT_DOCUMENT_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries([
  ['ContentKind', ContentKindSchema],
  ['ContentDocument', AnyContentDocument],
  ...DOCUMENTS.map(({ id, document }) => [id, document]),
]);

/**
 * An entry of `kinds` with `fields` besides its kind, key and document: one choice per kind and
 * section, so that each document is read by its own schema.
 */
export function entryOfKinds(kinds: readonly ContentKind[], fields: z.ZodRawShape) {
  const choices = kinds.flatMap((kind) =>
    SHAPES.get(kind)!.map(({ key, document }) =>
      z.object({ kind: z.literal(kind), key, document, ...fields }),
    ),
  );
  const [first, ...others] = choices;
  return others.length ? z.union([first, ...others]) : first;
}
