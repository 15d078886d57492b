import { useLingui } from '@lingui/react';
import { LANGUAGE_NAMES, SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import {
  WORDING_BODY_MAX_LENGTH,
  WORDING_SUBJECT_MAX_LENGTH,
  sameWording,
  type TimedMessageWording,
} from '@lanka-tours/shared/timed-messages';
import { FieldError, validityAttributes } from '../../../components/form/FieldError';
import { FormField } from '../../../components/form/FormField';

interface WordingFieldsProps {
  idPrefix: string;
  language: string;
  onLanguage(language: string): void;
  wording: TimedMessageWording;
  defaultWording: TimedMessageWording;
  placeholders: readonly string[];
  errors: { subject?: string; body?: string };
  onChange(wording: TimedMessageWording): void;
}

/** A message's subject and text in the language chosen, with the placeholders it may use. */
export function WordingFields(props: WordingFieldsProps) {
  const { idPrefix, language, wording, defaultWording, errors, onChange } = props;
  const { i18n } = useLingui();
  const id = (field: string) => `${idPrefix}-${field}`;
  const isDefault = sameWording(wording, defaultWording);
  return (
    <fieldset className="timed-message-wording">
      <legend className="form-label fs-6 fw-semibold">{i18n._('Wording')}</legend>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor={id('language')} className="form-label">
            {i18n._('Language')}
          </label>
          <select
            id={id('language')}
            className="form-select"
            value={language}
            onChange={(event) => props.onLanguage(event.target.value)}
          >
            {SITE_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <span className={`badge ${isDefault ? 'text-bg-info' : 'text-bg-success'} mb-2`}>
          {isDefault ? i18n._('Default wording') : i18n._('Your own wording')}
        </span>
        {!isDefault && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm mb-1"
            onClick={() => onChange({ subject: defaultWording.subject, body: defaultWording.body })}
          >
            {i18n._('Use the default wording')}
          </button>
        )}
      </div>
      <FormField
        id={id('subject')}
        label={i18n._('Subject')}
        lang={language}
        value={wording.subject}
        maxLength={WORDING_SUBJECT_MAX_LENGTH}
        error={errors.subject}
        onChange={(event) => onChange({ ...wording, subject: event.target.value })}
      />
      <div className="mb-3">
        <label htmlFor={id('body')} className="form-label">
          {i18n._('Text')}
        </label>
        <textarea
          id={id('body')}
          lang={language}
          rows={8}
          className={`form-control${errors.body ? ' is-invalid' : ''}`}
          maxLength={WORDING_BODY_MAX_LENGTH}
          value={wording.body}
          {...validityAttributes(id('body'), errors.body, id('placeholders'))}
          onChange={(event) => onChange({ ...wording, body: event.target.value })}
        />
        <FieldError fieldId={id('body')} message={errors.body} />
        <div id={id('placeholders')} className="form-text">
          {i18n._('A blank line starts a new paragraph. Placeholders:')}{' '}
          {props.placeholders.map((name) => (
            <code key={name} className="me-2">{`{${name}}`}</code>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
