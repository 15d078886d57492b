import { ACCOUNT_MESSAGES, passwordConfirmationError } from '@shared/account-rules';
import { recoveryPasswordError } from '@shared/recovery-rules';
import { useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from '../../../graphql/generated';
import { useAuth } from '../AuthContext';
import { actionErrorMessage } from '../../../lib/action-error-message';
import { useFormFields } from '../../../lib/useFormFields';
import { useRedirectToLogin } from '../useRedirectToLogin';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';

/** Step 3: the new password, set with the reset token the answers earned. */
export function NewPasswordStep({ resetToken }: { resetToken: string }) {
  const [resetPassword, { loading }] = useResetPasswordMutation();
  const { logout } = useAuth();
  const redirectToLogin = useRedirectToLogin();
  const { formRef, values, field, showErrors } = useFormFields({
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const invalid = showErrors({
      password: recoveryPasswordError(values.password),
      confirmPassword: passwordConfirmationError(values.password, values.confirmPassword),
    });
    if (invalid) return;
    try {
      await resetPassword({ variables: { token: resetToken, password: values.password } });
      setSucceeded(true);
      logout();
      redirectToLogin(ACCOUNT_MESSAGES.questionsPasswordChanged);
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.resetRequestError));
    }
  }

  if (succeeded) {
    return <FormAlert type="success">{ACCOUNT_MESSAGES.questionsPasswordChanged}</FormAlert>;
  }
  return (
    <>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <PasswordField
          id="questions-password"
          label="New Password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordField
          id="questions-confirm-password"
          label="Confirm New Password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
        <SubmitButton busy={loading} busyLabel="Setting password...">
          Set New Password
        </SubmitButton>
      </form>
    </>
  );
}
