import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '@lanka-tours/shared/site-languages';
import { inputId, pathKey, type FieldPath } from '../../document-values';
import { useFields } from './fields-context';

interface TranslationInputProps {
  path: FieldPath;
  label: string;
  /** The field's English text, which the translation renders. */
  english: string;
  /** How to write a Markdown field (a textarea then), as under its English text. */
  markdownHint?: string;
}

/**
 * A text's translation into the language the form shows beside the English; an empty one is
 * marked missing (visitors read the English text there).
 */
export function TranslationInput({ path, label, english, markdownHint }: TranslationInputProps) {
  const { i18n } = useLingui();
  const { translation, disabled } = useFields();
  if (!translation) return null;
  const { language, texts, change } = translation;
  const id = `${inputId(path)}-${language}`;
  const text = texts[pathKey(path)] ?? '';
  const missing = !text && english.trim() !== '';
  const described = [missing && `${id}-missing`, markdownHint && `${id}-hint`].filter(Boolean);
  const control = {
    id,
    lang: LANGUAGE_TAGS[language],
    className: 'form-control',
    value: text,
    disabled,
    'aria-describedby': described.join(' ') || undefined,
  };
  return (
    <div className="mb-3 content-field content-translation">
      <label htmlFor={id} className="form-label">
        {label} <span className="text-body-secondary">({LANGUAGE_NAMES[language]})</span>
      </label>
      {markdownHint ? (
        <textarea {...control} rows={6} onChange={(event) => change(path, event.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(event) => change(path, event.target.value)} />
      )}
      {missing && (
        <div id={`${id}-missing`} className="form-text content-translation-missing">
          {i18n._('Missing: visitors read the English text here.')}
        </div>
      )}
      {markdownHint && (
        <div id={`${id}-hint`} className="form-text">
          {markdownHint}
        </div>
      )}
    </div>
  );
}
