import { DEFAULT_LANGUAGE, ENTRY_LABEL_PATHS, type TextsByPath } from '@lanka-tours/shared/content';

/** What both transports say of an entry's `label`. */
export const ENTRY_LABEL =
  "Its name, title or question in the request's language (Accept-Language), else in English, " +
  'from its draft where it has one; else its key (a day plan has no title of its own).';

/**
 * How the editor names an entry from its latest texts: in `language`, else in English; else by
 * its key (a day plan's number of days, an entry without any of those texts).
 */
export function entryLabel(
  texts: Record<string, TextsByPath>,
  language: string,
  key: string,
): string {
  for (const path of ENTRY_LABEL_PATHS) {
    const label = texts[language]?.[path] || texts[DEFAULT_LANGUAGE]?.[path];
    if (label) return label;
  }
  return key;
}
