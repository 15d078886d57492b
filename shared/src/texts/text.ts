/**
 * A message to be put into the reader's language: its id is the English wording in ICU
 * MessageFormat (`Name must be at most {max} characters`), the key of every catalog
 * (`server/src/locales`), and `values` fill its placeholders. A descriptor is marked
 * with an `i18n` comment where it is written, so `npm run i18n` finds it.
 */
export interface TextDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** An English message of the shared modules, or a descriptor. */
export type Translatable = string | TextDescriptor;

/** English words beside the descriptor that translates them. */
export type TextPairs = readonly (readonly [string, TextDescriptor])[];

/** Each English export of a shared message table beside the descriptor that translates it. */
export function textPairs<Key extends string>(
  english: NoInfer<Readonly<Record<Key, unknown>>>,
  texts: Readonly<Record<Key, TextDescriptor>>,
): TextPairs {
  return (Object.keys(texts) as Key[]).flatMap((key) => {
    const words = english[key];
    return typeof words === 'string' ? [[words, texts[key]] as const] : [];
  });
}
