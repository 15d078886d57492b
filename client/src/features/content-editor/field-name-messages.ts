import { labelFromKey, type Field } from '@lanka-tours/shared/content';
import { contentNameIn } from '@lanka-tours/shared/messages';
import { useTranslateMessage } from '../../lib/translate-message';
import { usePageLanguage } from '../../lib/page-language';

/**
 * The messages naming the schemas' fields, sections and choices (`CONTENT_NAME_MESSAGES`, in
 * the shared content catalog, which the server names them by too), in the page's language.
 */
export function useFieldNameMessages() {
  const translate = useTranslateMessage();
  const language = usePageLanguage();
  /** A label or choice of a schema in the page's language; anything else as it is. */
  const nameOf = (english: string) => contentNameIn(translate, english);
  return {
    nameOf,
    /** How the form labels the field at `key`: its label, else its key in words. */
    fieldName: (field: Field | undefined, key: string) => nameOf(field?.label ?? labelFromKey(key)),
    /** A label inside a sentence ('Add {name}'): in lower case, but German nouns keep theirs. */
    inSentence: (label: string) => (language === 'de' ? label : label.toLocaleLowerCase(language)),
  };
}
