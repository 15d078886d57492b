import { useLingui } from '@lingui/react';
import type { FieldSayings } from '@lanka-tours/shared/content';
import { contentSayingsIn } from '@lanka-tours/shared/texts';
import { translateMessage } from '../../lib/translate-message';

/** What the shared validation says about a field (`Title is required`), in the page's language. */
export function useFieldSayings(): FieldSayings {
  const { i18n } = useLingui();
  return contentSayingsIn((text) => translateMessage(i18n, text));
}
