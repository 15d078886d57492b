import { ACCOUNT_MESSAGES, passwordConfirmationError } from '@lanka-tours/shared/account-rules';
import { useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from '../../graphql/generated';
import { actionErrorMessage } from '../../lib/error-wording';
import { useFormFields } from '../../lib/useFormFields';
import { useAuth } from '../../app/session';
import { useRedirectToLogin } from './useRedirectToLogin';

interface NewPasswordOptions {
  /** The reset token, from the emailed link or earned by the security answers. */
  token: string;
  passwordError(password: string): string | undefined;
  /** What the sign-in page says afterwards, given the server's own message. */
  signInNotice(serverMessage: string | undefined): string;
  /** A failure to show before the first attempt, e.g. handed over by another page. */
  initialFailure?: string | null;
}

/** Sets a new password with a reset token, then signs this browser out and goes to sign-in. */
export function useNewPasswordForm(options: NewPasswordOptions) {
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const { logout } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const form = useFormFields({ password: '', confirmPassword: '' });
  const [failure, setFailure] = useState(options.initialFailure ?? null);
  const [succeeded, setSucceeded] = useState(false);
  const { values, showErrors } = form;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const invalid = showErrors({
      password: options.passwordError(values.password),
      confirmPassword: passwordConfirmationError(values.password, values.confirmPassword),
    });
    if (invalid) return;
    try {
      const { data } = await resetPassword({
        variables: { token: options.token, password: values.password },
      });
      setSucceeded(true);
      // Every session of the account has just been revoked, this browser's included.
      logout();
      redirectToLogin(options.signInNotice(data?.resetPassword.message));
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.resetRequestError));
    }
  }

  return { ...form, loading, failure, succeeded, handleSubmit };
}
