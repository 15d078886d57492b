import { useLingui } from '@lingui/react';
import {
  CONTENT_KINDS,
  labelFromKey,
  type ContentKind,
  type ListKind,
} from '@lanka-tours/shared/content';
import { useFieldNameMessages } from './field-name-messages';

/** What the server says of an entry that names it. */
export interface NamedEntry {
  key: string;
  /** Its name, title or question in the page's language, else in English; else its key. */
  label: string;
}

/**
 * How the editor names an entry, in the list and over its form: a section by its name in the
 * page's language ('Hero'), an entry named by its days (a day plan, which has no title) as so
 * many days, any other by its label.
 */
export function useEntryName() {
  const { i18n } = useLingui();
  const { nameOf } = useFieldNameMessages();
  return (kind: ContentKind, { key, label }: NamedEntry): string => {
    const spec: ListKind | { list: false } = CONTENT_KINDS[kind];
    if (!spec.list) return nameOf(labelFromKey(key));
    if (spec.keyField === 'days' && label === key) {
      return i18n._('{days, plural, one {# day} other {# days}}', { days: Number(key) });
    }
    return label;
  };
}

/** A text as a search compares it: in lower case, without accents ('Galle' finds 'gallé'). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Whether any of `texts` holds what the guide typed; an empty search holds everything. */
export function matchesSearch(search: string, texts: string[]): boolean {
  const wanted = folded(search.trim());
  return !wanted || texts.some((text) => folded(text).includes(wanted));
}
