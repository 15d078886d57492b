import { labelFromKey, type Field, type ObjectField } from '@lanka-tours/shared/content';

/**
 * The names, outermost first, of the field at a text's path, as the form labels them in
 * English ('fullDetails.attractions.0.name' → Full details, Attraction 1, Name); `nameOf`
 * translates each, and a picture's text is named `altText`.
 */
export function pathNames(
  schema: ObjectField,
  path: string,
  nameOf: (english: string) => string,
  altText: string,
): string[] {
  const names: string[] = [];
  let field: Field | undefined = schema;
  let listLabel = '';
  for (const segment of path.split('.')) {
    if (!field) break;
    if (field.type === 'object') {
      const child: Field | undefined = field.fields[segment];
      const label = nameOf(child?.label ?? labelFromKey(segment));
      field = child;
      if (field?.type === 'list') listLabel = field.of.label ? nameOf(field.of.label) : label;
      names.push(label);
    } else if (field.type === 'list') {
      names.push(`${listLabel} ${Number(segment) + 1}`);
      field = field.of;
    } else if (field.type === 'picture') {
      names.push(altText);
      field = undefined;
    }
  }
  return names;
}
