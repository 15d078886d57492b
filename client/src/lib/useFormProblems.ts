import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { serverFieldErrors, serverMessage } from './server-errors';

/**
 * A form's refusals by the server: each field's message under its field, or, for a refusal of
 * no field, the server's message.
 */
export function useFormProblems<Field extends string>() {
  const { i18n } = useLingui();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** Shows why `error` refused the form. */
  const show = (error: unknown) => {
    const fields = serverFieldErrors<Field>(error);
    setErrors(fields);
    if (!Object.keys(fields).length) setFailure(serverMessage(error) ?? i18n._('Unknown error'));
  };

  /** Shows the form's own refusals (none clears them): each under its field. */
  const refuse = (fields: Partial<Record<Field, string>>) => {
    setErrors(fields);
    setFailure(null);
  };

  /** Sends the form: true once the server has taken it; else its refusal is shown. */
  const attempt = async (send: () => Promise<unknown>): Promise<boolean> => {
    setErrors({});
    setFailure(null);
    try {
      await send();
      return true;
    } catch (error) {
      show(error);
      return false;
    }
  };

  return { errors, failure, attempt, show, refuse };
}
