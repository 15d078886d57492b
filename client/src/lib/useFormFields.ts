import { useLingui } from '@lingui/react';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { useRef, useState, type ChangeEvent } from 'react';
import { authErrorMessage } from './error-wording';
import { serverFieldErrors } from './server-errors';
import { useValuesTypedEarly } from './useValuesTypedEarly';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * The values and per-field messages of a form whose inputs are named after its fields.
 * Editing a field clears that field's message; the others stay until the next submit.
 */
export function useFormFields<Values extends Record<string, string>>(
  initialValues: Values | (() => Values),
) {
  type Field = keyof Values & string;
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useValuesTypedEarly(formRef, setValues);

  /** The props that bind one input (or select) to its value and its message. */
  function field(name: Field) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange(event: ChangeEvent<FieldElement>) {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      },
    };
  }

  /** Puts `value` in a field the visitor has not filled (what the browser remembered). */
  function fill(name: Field, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  /**
   * Shows the messages and returns whether there were any. Focus moves to the first invalid
   * input in the form's order, so keyboard and screen-reader users land on what needs fixing.
   */
  function showErrors(next: FieldErrors<Field>): boolean {
    setErrors(next);
    const inputs = Array.from(formRef.current?.elements ?? []) as FieldElement[];
    const firstInvalid = inputs.find((input) => next[input.name as Field]);
    firstInvalid?.focus();
    return Object.values(next).some(Boolean);
  }

  /** A new attempt: forgets the last failure, then shows the messages; true when there are any. */
  function invalid(next: FieldErrors<Field>): boolean {
    setFailure(null);
    return showErrors(next);
  }

  /**
   * Runs the form's server call: busy while it runs; a failure shows the specification's wording
   * (`fallbackMessage` when the server gave none) and any per-field messages the server sent.
   */
  async function submit(fallbackMessage: string, action: () => Promise<void>): Promise<void> {
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      setFailure(authErrorMessage(error, fallbackMessage, i18n));
      showErrors(serverFieldErrors(error) as FieldErrors<Field>);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    formRef,
    values,
    errors,
    field,
    fill,
    showErrors,
    invalid,
    submit,
    submitting,
    failure,
  };
}
