import {
  ACCOUNT_MESSAGES,
  newPasswordError,
  passwordConfirmationError,
  RESET_TOKEN_MIN_LENGTH,
} from '@shared/account-rules';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useResetPasswordMutation } from '../../../graphql/generated';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../AuthContext';
import { actionErrorMessage } from '../../../lib/action-error-message';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { InvalidTokenView } from '../components/InvalidTokenView';
import { PasswordField } from '../../../components/form/PasswordField';
import { PasswordRequirements } from '../components/PasswordRequirements';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import { useRedirectToLogin } from '../useRedirectToLogin';
import '../auth.css';

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  const location = useLocation();
  if (token.length < RESET_TOKEN_MIN_LENGTH) return <InvalidTokenView />;
  // A new token starts a new form: no message carries over from the last one.
  return <ResetPasswordForm key={token} token={token} handedError={handedError(location.state)} />;
}

function ResetPasswordForm({ token, handedError }: { token: string; handedError: string | null }) {
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const { logout } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { formRef, values, field, showErrors } = useFormFields({
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState(handedError);
  const [succeeded, setSucceeded] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const invalid = showErrors({
      password: newPasswordError(values.password),
      confirmPassword: passwordConfirmationError(values.password, values.confirmPassword),
    });
    if (invalid) return;
    try {
      const { data } = await resetPassword({ variables: { token, password: values.password } });
      setSucceeded(true);
      // Every session of the account has just been revoked, this browser's included.
      logout();
      redirectToLogin(data?.resetPassword.message || ACCOUNT_MESSAGES.resetSucceeded);
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.resetRequestError));
    }
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick a password you have not used here before."
      footer={<Link to="/login">Back to Login</Link>}
    >
      {succeeded ? (
        <FormAlert type="success">{ACCOUNT_MESSAGES.resetSucceededNotice}</FormAlert>
      ) : (
        <>
          {failure && (
            <FormAlert type="error">
              {failure} <Link to="/forgot-password">Request a new reset link</Link>
            </FormAlert>
          )}
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <PasswordField
              id="reset-password"
              label="New Password"
              autoComplete="new-password"
              required
              {...field('password')}
            />
            <PasswordField
              id="reset-confirm-password"
              label="Confirm New Password"
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
            <PasswordRequirements password={values.password} />
            <SubmitButton busy={loading} busyLabel="Resetting...">
              Reset Password
            </SubmitButton>
          </form>
        </>
      )}
    </AuthCard>
  );
}

/** An error another page handed over in navigation state, e.g. a link found to be used up. */
function handedError(state: unknown): string | null {
  const error = (state as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : null;
}
