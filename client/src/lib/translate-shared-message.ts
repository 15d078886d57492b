import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Translatable } from '@lanka-tours/shared/messages/descriptor';
import { knowsMessage } from './message-key';
import { sharedDescriptor } from './shared-messages';
import { translateMessage } from './translate-message';

/**
 * A message in the page's language: a shared rule's English wording (values included: `Name must
 * be at most 100 characters`), or a descriptor. Wording that no catalog knows (a name, the
 * server's answer, already in the page's language) stays as it is. The rules' descriptors come
 * with their domains' catalogs (lib/shared-messages.ts).
 */
export function translateSharedMessage(i18n: I18n, message: Translatable): string {
  const descriptor = typeof message === 'string' ? sharedDescriptor(message) : message;
  if (!descriptor || !knowsMessage(i18n, descriptor.id)) return translateMessage(i18n, message);
  return i18n._(descriptor.id, descriptor.values);
}

/** `translateSharedMessage` in the page's language. */
export function useTranslateSharedMessage(): (message: Translatable) => string {
  const { i18n } = useLingui();
  return (message) => translateSharedMessage(i18n, message);
}
