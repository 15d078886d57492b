import { useLingui } from '@lingui/react';
import type { FieldMessages } from '@lanka-tours/shared/content';
import { contentFieldMessagesIn } from '@lanka-tours/shared/messages';
import { translateMessage } from '../../lib/translate-message';

/** What the shared validation says about a field (`Title is required`), in the page's language. */
export function useFieldMessages(): FieldMessages {
  const { i18n } = useLingui();
  return contentFieldMessagesIn((message) => translateMessage(i18n, message));
}
