import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Translatable } from '@lanka-tours/shared/texts/text';
import { knowsMessage } from './message-key';
import { sharedDescriptor } from './shared-texts';
import { translateMessage } from './translate-message';

/**
 * A message in the page's language: a shared rule's English words (values included: `Name must
 * be at most 100 characters`), or a descriptor. A text that no catalog knows (a name, the
 * server's answer, already in the page's language) stays as it is. The rules' descriptors come
 * with their domains' catalogs (lib/shared-texts.ts).
 */
export function translateText(i18n: I18n, text: Translatable): string {
  const descriptor = typeof text === 'string' ? sharedDescriptor(text) : text;
  if (!descriptor || !knowsMessage(i18n, descriptor.id)) return translateMessage(i18n, text);
  return i18n._(descriptor.id, descriptor.values);
}

/** `translateText` in the page's language. */
export function useTranslateText(): (text: Translatable) => string {
  const { i18n } = useLingui();
  return (text) => translateText(i18n, text);
}
