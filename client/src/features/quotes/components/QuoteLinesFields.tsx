import { formatMoney } from '@lanka-tours/shared/money';
import { QUOTE_LINES_MAX } from '@lanka-tours/shared/quote-limits';
import { quoteTotal } from '@lanka-tours/shared/quote-rules';
import { BASE_CURRENCY } from '@lanka-tours/shared/tour-prices';
import { useLingui } from '@lingui/react';
import { FieldError, validityAttributes } from '../../../components/form/FieldError';
import type { LineFields } from '../quote-draft';

interface QuoteLinesFieldsProps {
  id: string;
  lines: LineFields[];
  /** The lines in cents, as they will be sent (NaN where an amount is not a number). */
  amounts: number[];
  error?: string;
  onChange(lines: LineFields[]): void;
}

/** A quote's price lines: what each pays for and its amount in dollars, and their total. */
export function QuoteLinesFields({ id, lines, amounts, error, onChange }: QuoteLinesFieldsProps) {
  const { i18n } = useLingui();
  const change = (index: number, line: Partial<LineFields>) =>
    onChange(lines.map((one, at) => (at === index ? { ...one, ...line } : one)));
  const counted = amounts.map((amount) => (Number.isFinite(amount) ? amount : 0));
  return (
    <fieldset className="mb-3" {...validityAttributes(id, error)}>
      <legend className="form-label fs-6 fw-semibold">{i18n._('Price lines (US dollars)')}</legend>
      {lines.map((line, index) => (
        <div key={index} className="d-flex gap-2 mb-2 align-items-end">
          <div className="flex-grow-1">
            <label htmlFor={`${id}-${index}-label`} className="form-label small">
              {i18n._('Line {number}', { number: index + 1 })}
            </label>
            <input
              id={`${id}-${index}-label`}
              className="form-control"
              value={line.label}
              onChange={(event) => change(index, { label: event.target.value })}
            />
          </div>
          <div className="w-25">
            <label htmlFor={`${id}-${index}-amount`} className="form-label small">
              {i18n._('Amount of line {number}', { number: index + 1 })}
            </label>
            <input
              id={`${id}-${index}-amount`}
              className="form-control"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={line.amount}
              onChange={(event) => change(index, { amount: event.target.value })}
            />
          </div>
          {lines.length > 1 && (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={i18n._('Remove line {number}', { number: index + 1 })}
              onClick={() => onChange(lines.filter((_, at) => at !== index))}
            >
              ×
            </button>
          )}
        </div>
      ))}
      {lines.length < QUOTE_LINES_MAX && (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => onChange([...lines, { label: '', amount: '' }])}
        >
          {i18n._('Add a line')}
        </button>
      )}
      <FieldError fieldId={id} message={error} />
      <p className="fw-bold mt-2 mb-0" aria-live="polite">
        {i18n._('Total: {total}', {
          total: formatMoney(
            quoteTotal(counted.map((amount) => ({ label: '', amount }))),
            BASE_CURRENCY,
            i18n.locale,
          ),
        })}
      </p>
    </fieldset>
  );
}
