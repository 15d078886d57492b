import type { I18n, MessageDescriptor, Messages } from '@lingui/core';

/**
 * The compiled catalogs of translations the client loads are keyed by a short hash of each
 * message's English wording instead of the wording itself (client/build/keyed-catalogs.ts), so
 * that a language's chunk does not carry every English sentence beside its translation. English
 * catalogs keep the wording.
 */

/** A message's key: FNV-1a (32 bits) of its English wording, in base 36. */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A catalog keyed by its messages' English wording, keyed instead by `messageKey`. */
export function keyedMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [messageKey(id), text]));
}

/** The key under which a catalog loaded into `i18n` has the message `id` (English wording). */
function keyOf(i18n: I18n, id: string): string | undefined {
  if (Object.hasOwn(i18n.messages, id)) return id;
  const key = messageKey(id);
  return Object.hasOwn(i18n.messages, key) ? key : undefined;
}

/** Whether a catalog loaded into `i18n` has the message whose English wording is `id`. */
export function knowsMessage(i18n: I18n, id: string): boolean {
  return keyOf(i18n, id) !== undefined;
}

type Lookup = I18n['_'];

/**
 * Lingui's translator, set to look its messages up by key. A message no catalog has is looked up
 * by its wording, so that Lingui reports it missing by that and shows it as it is.
 */
export function lookingUpByKey(i18n: I18n): I18n {
  const translate = i18n._.bind(i18n) as (
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
    options?: { message?: string },
  ) => string;
  const byKey = ((
    id: string | MessageDescriptor,
    values?: Record<string, unknown>,
    options?: { message?: string },
  ) => {
    const descriptor = typeof id === 'string' ? { id, message: options?.message } : id;
    const key = keyOf(i18n, descriptor.id) ?? descriptor.id;
    return translate({ ...descriptor, id: key }, values, options);
  }) as Lookup;
  i18n._ = byKey;
  i18n.t = byKey;
  return i18n;
}
