import { useLingui } from '@lingui/react';
import type { Field, ObjectField } from '@lanka-tours/shared/content';
import { useFieldNameMessages } from './field-name-messages';

/**
 * How the history names the field of a text by its path, as the form labels it, outermost first
 * ('fullDetails.attractions.0.name' → Full details › Attractions › Attraction 1 › Name); a
 * picture's text is its alt text.
 */
export function useFieldPathName(schema: ObjectField): (path: string) => string {
  const { i18n } = useLingui();
  const { nameOf, fieldName } = useFieldNameMessages();
  return (path) => {
    const names: string[] = [];
    let field: Field | undefined = schema;
    let listLabel = '';
    for (const segment of path.split('.')) {
      if (!field) break;
      if (field.type === 'object') {
        const child: Field | undefined = field.fields[segment];
        const label = fieldName(child, segment);
        field = child;
        if (field?.type === 'list') listLabel = field.of.label ? nameOf(field.of.label) : label;
        names.push(label);
      } else if (field.type === 'list') {
        names.push(`${listLabel} ${Number(segment) + 1}`);
        field = field.of;
      } else if (field.type === 'picture') {
        names.push(i18n._('Alt text'));
        field = undefined;
      }
    }
    return names.join(' › ');
  };
}
