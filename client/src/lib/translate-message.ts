import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Translatable } from '@lanka-tours/shared/messages/descriptor';
import { knowsMessage } from './message-key';

/**
 * A message in the language of `i18n`: a descriptor, or an English wording that is itself a
 * message's id (a shared rule's message without values, a booking choice). Any other wording (a
 * name, the server's answer, already in the page's language) stays as it is. For rule messages
 * with values (`Name must be at most 100 characters`), see translate-shared-message.ts.
 */
export function translateMessage(i18n: I18n, message: Translatable): string {
  const descriptor = typeof message === 'string' ? { id: message } : message;
  if (!knowsMessage(i18n, descriptor.id))
    return typeof message === 'string' ? message : descriptor.id;
  return i18n._(descriptor.id, descriptor.values);
}

/** `translateMessage` in the page's language. */
export function useTranslateMessage(): (message: Translatable) => string {
  const { i18n } = useLingui();
  return (message) => translateMessage(i18n, message);
}

/** A form's problems by field (a shared rule's answer), each in the language of `i18n`. */
export function translateProblems<Field extends string>(
  i18n: I18n,
  problems: Partial<Record<Field, Translatable>>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      translateMessage(i18n, problem as Translatable),
    ]),
  ) as Partial<Record<Field, string>>;
}
