import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Translatable } from '@lanka-tours/shared/texts/text';
import { knowsMessage } from './message-key';

/**
 * A message in the language of `i18n`: a descriptor, or English words that are themselves a
 * message's id (a shared rule's message without values, a booking choice). Any other text (a
 * name, the server's answer, already in the page's language) stays as it is. For rule messages
 * with values (`Name must be at most 100 characters`), see translate-text.ts.
 */
export function translateMessage(i18n: I18n, text: Translatable): string {
  const descriptor = typeof text === 'string' ? { id: text } : text;
  if (!knowsMessage(i18n, descriptor.id)) return typeof text === 'string' ? text : descriptor.id;
  return i18n._(descriptor.id, descriptor.values);
}

/** `translateMessage` in the page's language. */
export function useTranslateMessage(): (text: Translatable) => string {
  const { i18n } = useLingui();
  return (text) => translateMessage(i18n, text);
}
