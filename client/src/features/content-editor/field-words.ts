import { contentWordIn } from '@lanka-tours/shared/texts';
import { useTranslateMessage } from '../../lib/translate-message';
import { usePageLanguage } from '../../lib/page-language';

/**
 * The editor's words for the schemas' fields, sections and choices (`CONTENT_FIELD_WORDS`, in
 * the shared content catalog, which the server names them by too), in the page's language.
 */
export function useFieldWords() {
  const translate = useTranslateMessage();
  const language = usePageLanguage();
  return {
    /** A label or choice of a schema in the page's language; anything else as it is. */
    words: (english: string) => contentWordIn(translate, english),
    /** A label inside a sentence ('Add {name}'): in lower case, but German nouns keep theirs. */
    inSentence: (label: string) => (language === 'de' ? label : label.toLocaleLowerCase(language)),
  };
}
