import {
  topField,
  type Field,
  type ObjectField,
  type TextsByPath,
} from '@lanka-tours/shared/content';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';

/** A part of a long form that folds away: the simple fields together, or one group or list. */
export interface FormSection {
  key: string;
  /** The group or list it is; null for the simple fields' section. */
  field: Field | null;
  /** The schema's own fields it holds, in the form's order. */
  fieldKeys: string[];
}

/** Where a section stands: its fields' messages, and texts without a translation. */
export interface SectionStatus {
  errors: number;
  untranslated: number;
}

const isGroup = (field: Field) => field.type === 'object' || field.type === 'list';

/**
 * A long form's sections: one for the simple fields, then one for each group or list. A form with
 * fewer than two groups or lists is short enough to show whole (null).
 */
export function formSections(schema: ObjectField): FormSection[] | null {
  const entries = Object.entries(schema.fields);
  const groups = entries.filter(([, field]) => isGroup(field));
  if (groups.length < 2) return null;
  const simple = entries.filter(([, field]) => !isGroup(field)).map(([key]) => key);
  return [
    ...(simple.length ? [{ key: 'details', field: null, fieldKeys: simple }] : []),
    ...groups.map(([key, field]) => ({ key, field, fieldKeys: [key] })),
  ];
}

/** How many of a section's fields have a message, and how many of its texts lack a translation. */
export function sectionStatus(
  section: FormSection,
  errors: FieldErrors,
  english: TextsByPath,
  translations: Record<string, TextsByPath | undefined>,
): SectionStatus {
  const inside = (path: string) => section.fieldKeys.includes(topField(path));
  const written = Object.entries(english).filter(([path, text]) => inside(path) && text.trim());
  const untranslated = SITE_LANGUAGES.filter((language) => language !== 'en')
    .map((language) => written.filter(([path]) => !translations[language]?.[path]?.trim()).length)
    .reduce((sum, count) => sum + count, 0);
  const messages = Object.entries(errors).filter(([path, message]) => message && inside(path));
  return { errors: messages.length, untranslated };
}
