/**
 * The field kinds a content document is built from. One schema per kind of content gives both
 * the TypeScript type of its documents (`ValueOf`) and their validation (validate.ts). Text and
 * Markdown fields are stored per language; every other field is language-neutral.
 */

interface FieldBase {
  /** How messages name the field; by default its key in words ('bestTimeToVisit': 'Best time to visit'). */
  label?: string;
  optional?: boolean;
}

export interface TextField extends FieldBase {
  type: 'text';
  /** Empty text is allowed (a decorative picture's alt, say). */
  allowEmpty?: boolean;
}
/** Longer text written as Markdown; stored as written, rendered (escaped) by the pages. */
export interface MarkdownField extends FieldBase {
  type: 'markdown';
}
export interface NumberField extends FieldBase {
  type: 'number';
  min: number;
  max: number;
  integer?: boolean;
}
export interface BooleanField extends FieldBase {
  type: 'boolean';
}
/** A language-neutral string: an address (`/images/…`, `https://…`, `mailto:`), a slug, a code. */
export interface CodeField extends FieldBase {
  type: 'code';
  pattern: RegExp;
  /** Said when the value does not match, after the label: 'must be …'. */
  shape: string;
  /** Values of the right shape that the field still cannot take (a free page's `login`). */
  reserved?: ReadonlySet<string>;
}
export interface ChoiceField<Option extends string = string> extends FieldBase {
  type: 'choice';
  options: readonly Option[];
}
/** A picture: its address and size are language-neutral, its alt text is per language. */
export interface PictureField extends FieldBase {
  type: 'picture';
  /** A picture that is only decoration may have an empty alt text. */
  decorative?: boolean;
}
export interface ListField<Item extends Field = Field> extends FieldBase {
  type: 'list';
  of: Item;
  min: number;
  max: number;
}
export interface ObjectField<
  Shape extends Record<string, Field> = Record<string, Field>,
> extends FieldBase {
  type: 'object';
  fields: Shape;
}

export type Field =
  | TextField
  | MarkdownField
  | NumberField
  | BooleanField
  | CodeField
  | ChoiceField
  | PictureField
  | ListField
  | ObjectField;

export interface PictureValue {
  src: string;
  alt: string;
  width: number;
  height: number;
}

type OptionalKeys<Shape> = {
  [K in keyof Shape]: Shape[K] extends { optional: true } ? K : never;
}[keyof Shape];
type RequiredKeys<Shape> = Exclude<keyof Shape, OptionalKeys<Shape>>;

/** The TypeScript type of a field's value. */
export type ValueOf<F> = F extends TextField | MarkdownField
  ? string
  : F extends NumberField
    ? number
    : F extends BooleanField
      ? boolean
      : F extends CodeField
        ? string
        : F extends ChoiceField<infer Option>
          ? Option
          : F extends PictureField
            ? PictureValue
            : F extends ListField<infer Item>
              ? ValueOf<Item>[]
              : F extends ObjectField<infer Shape>
                ? { [K in RequiredKeys<Shape>]: ValueOf<Shape[K]> } & {
                    [K in OptionalKeys<Shape>]?: ValueOf<Shape[K]>;
                  }
                : never;

export const text = (options: Omit<TextField, 'type'> = {}): TextField => ({
  type: 'text',
  ...options,
});
export const markdown = (options: Omit<MarkdownField, 'type'> = {}): MarkdownField => ({
  type: 'markdown',
  ...options,
});
export const number = (options: Omit<NumberField, 'type'>): NumberField => ({
  type: 'number',
  ...options,
});
export const boolean = (): BooleanField => ({ type: 'boolean' });
export const code = (options: Omit<CodeField, 'type'>): CodeField => ({ type: 'code', ...options });
export const choice = <const Option extends string>(
  options: readonly Option[],
): ChoiceField<Option> => ({ type: 'choice', options });
export const picture = (options: Omit<PictureField, 'type'> = {}): PictureField => ({
  type: 'picture',
  ...options,
});
export const list = <Item extends Field>(
  of: Item,
  options: Omit<ListField<Item>, 'type' | 'of'>,
): ListField<Item> => ({ type: 'list', of, ...options });
export const object = <Shape extends Record<string, Field>>(
  fields: Shape,
  options: FieldBase = {},
): ObjectField<Shape> => ({ type: 'object', fields, ...options });
/** The same field, which a document may leave out. */
export const optional = <F extends Field>(field: F): F & { optional: true } => ({
  ...field,
  optional: true,
});
