import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { useState, type FormEvent } from 'react';
import { actionErrorMessage } from '../../lib/error-wording';
import { serverFieldErrors } from '../../lib/server-errors';
import { useFormFields } from '../../lib/useFormFields';

interface DialogFormOptions<Values> {
  /** The messages of the browser-side check; nothing is sent while there is one. */
  validate(values: Values): FieldErrors<keyof Values & string>;
  send(values: Values): Promise<void>;
  /** Shown when the server answered without a message of its own or with no field to blame. */
  failureMessage: string;
}

/**
 * A profile dialog's form: checks, sends, then shows the server's per-field messages beside the
 * fields, or else one failure line under them.
 */
export function useDialogForm<Values extends Record<string, string>>(
  empty: Values,
  { validate, send, failureMessage }: DialogFormOptions<Values>,
) {
  const { formRef, values, field, showErrors } = useFormFields(empty);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (showErrors(validate(values))) return;
    try {
      await send(values);
    } catch (error) {
      const fields = serverFieldErrors<keyof Values & string>(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(actionErrorMessage(error, failureMessage));
    }
  }

  return { formRef, field, failure, handleSubmit };
}
