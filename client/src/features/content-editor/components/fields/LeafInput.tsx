import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Field } from '@lanka-tours/shared/content';
import type { ReactNode } from 'react';
import { FieldError, validityAttributes } from '../../../../components/form/FieldError';
import { inputId, pathKey, type FieldPath } from '../../document-values';
import { translateMessage } from '../../../../lib/translate-message';
import { useFields } from './fields-context';
import { useFieldNameMessages } from '../../field-name-messages';
import { TranslationInput } from './TranslationInput';

type LeafField = Exclude<Field, { type: 'object' | 'list' | 'picture' }>;

interface LeafInputProps {
  field: LeafField;
  path: FieldPath;
  label: string;
  value: unknown;
  /** Buttons beside the input (a list item's moves). */
  actions?: ReactNode;
}

/** Under a Markdown field, in every language the form shows it in. */
const MARKDOWN_HINT = /*i18n*/ 'Markdown: **bold**, *italic*, a blank line between paragraphs.';

const HINTS: Partial<Record<Field['type'], (field: LeafField, i18n: I18n) => string>> = {
  markdown: (_, i18n) => i18n._(MARKDOWN_HINT),
  code: (field, i18n) =>
    field.type === 'code'
      ? i18n._('Must be {shape}.', { shape: translateMessage(i18n, field.shape) })
      : '',
  number: (field, i18n) => {
    if (field.type !== 'number') return '';
    const { min, max } = field;
    return field.integer
      ? i18n._('A whole number from {min} to {max}.', { min, max })
      : i18n._('A number from {min} to {max}.', { min, max });
  },
};

/** What an input's text means for the field: an optional field left empty is no value. */
function valueOfInput(field: LeafField, text: string): unknown {
  if (text === '' && (field.optional || field.type === 'number')) return undefined;
  return field.type === 'number' ? Number(text) : text;
}

/** One text, Markdown, number, yes/no, code or choice field with its label, hint and message. */
export function LeafInput({ field, path, label, value, actions }: LeafInputProps) {
  const { i18n } = useLingui();
  const { nameOf } = useFieldNameMessages();
  const { errors, change, lockedPath, disabled, translation } = useFields();
  const id = inputId(path);
  const error = errors[pathKey(path)];
  const locked = lockedPath === pathKey(path);
  const hint = locked
    ? i18n._('It names this entry, so it cannot change.')
    : HINTS[field.type]?.(field, i18n);
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    disabled,
    readOnly: locked,
    ...validityAttributes(id, error, hintId),
  };
  const onText = (text: string) => change(path, valueOfInput(field, text));
  const text = value === undefined || value === null ? '' : String(value);

  if (field.type === 'boolean') {
    return (
      <div className="form-check mb-3 content-field">
        <input
          {...common}
          type="checkbox"
          className={`form-check-input${error ? ' is-invalid' : ''}`}
          checked={value === true}
          onChange={(event) => change(path, event.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
        <FieldError fieldId={id} message={error} />
      </div>
    );
  }

  const invalid = error ? ' is-invalid' : '';
  const control =
    field.type === 'markdown' ? (
      <textarea
        {...common}
        className={`form-control${invalid}`}
        rows={6}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
    ) : field.type === 'choice' ? (
      <select
        {...common}
        className={`form-select${invalid}`}
        value={text}
        onChange={(event) => onText(event.target.value)}
      >
        {field.options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        className={`form-control${invalid}`}
        type={field.type === 'number' ? 'number' : 'text'}
        step={field.type === 'number' ? (field.integer ? 1 : 'any') : undefined}
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
    );

  const english = (
    <div className="mb-3 content-field">
      <label htmlFor={id} className="form-label">
        {label}
        {field.optional && <span className="text-body-secondary"> {i18n._('(optional)')}</span>}
      </label>
      <div className={actions ? 'content-item-row' : undefined}>
        {control}
        {actions}
      </div>
      <FieldError fieldId={id} message={error} />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
  if (!translation || (field.type !== 'text' && field.type !== 'markdown')) return english;
  // The translation beside the English text (below it on a phone).
  return (
    <div className="content-side-by-side">
      {english}
      <TranslationInput
        path={path}
        label={label}
        english={text}
        markdownHint={field.type === 'markdown' ? i18n._(MARKDOWN_HINT) : undefined}
      />
    </div>
  );
}
