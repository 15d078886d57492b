/**
 * A message to be put into the reader's language: its id is the English wording in ICU
 * MessageFormat (`Name must be at most {max} characters`), the key of every catalog
 * (`server/src/locales`), and `values` fill its placeholders. A descriptor is marked
 * with an `i18n` comment where it is written, so `npm run i18n` finds it.
 */
export interface MessageDescriptor {
  id: string;
  values?: Record<string, string | number>;
}

/** An English message of the shared modules, or a descriptor. */
export type Translatable = string | MessageDescriptor;

/** A message's English wording beside the descriptor that translates it. */
export type MessagePairs = readonly (readonly [string, MessageDescriptor])[];

/** Each English export of a shared message table beside the descriptor that translates it. */
export function messagePairs<Key extends string>(
  english: NoInfer<Readonly<Record<Key, unknown>>>,
  descriptors: Readonly<Record<Key, MessageDescriptor>>,
): MessagePairs {
  return (Object.keys(descriptors) as Key[]).flatMap((key) => {
    const wording = english[key];
    return typeof wording === 'string' ? [[wording, descriptors[key]] as const] : [];
  });
}
