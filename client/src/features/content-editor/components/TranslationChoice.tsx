import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import type { ShownTranslation } from './fields/fields-context';

type Language = ShownTranslation['language'];
const TRANSLATED = SITE_LANGUAGES.filter((language): language is Language => language !== 'en');
const CHOICE_ID = 'content-translation-language';

interface TranslationChoiceProps {
  language: Language | null;
  onChoose(language: Language | null): void;
  /** The entry's English texts, by path, and the chosen language's translations of them. */
  texts: Record<string, string>;
  translated: Record<string, string>;
}

/** Which language's translations the form shows beside the English, and how many are missing. */
export function TranslationChoice({
  language,
  onChoose,
  texts,
  translated,
}: TranslationChoiceProps) {
  const { i18n } = useLingui();
  const written = Object.entries(texts).filter(([, english]) => english.trim());
  const missing = written.filter(([path]) => !translated[path]).length;
  return (
    <div className="content-translation-choice mb-4">
      <label htmlFor={CHOICE_ID} className="form-label">
        {i18n._('Translation shown beside the English')}
      </label>
      <select
        id={CHOICE_ID}
        className="form-select"
        value={language ?? ''}
        onChange={(event) =>
          onChoose(TRANSLATED.find((each) => each === event.target.value) ?? null)
        }
      >
        <option value="">{i18n._('None')}</option>
        {TRANSLATED.map((each) => (
          <option key={each} value={each} lang={LANGUAGE_TAGS[each]}>
            {LANGUAGE_NAMES[each]}
          </option>
        ))}
      </select>
      {language && (
        <p className="form-text" role="status">
          {missing
            ? i18n._(
                '{missing, plural, one {# of {total} texts has no translation yet: visitors read it in English.} other {# of {total} texts have no translation yet: visitors read them in English.}}',
                { missing, total: written.length },
              )
            : i18n._('Every text is translated.')}
        </p>
      )}
    </div>
  );
}
