import {
  ACCOUNT_MESSAGES,
  newPasswordError,
  RESET_TOKEN_MIN_LENGTH,
} from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { AuthCard } from '../components/AuthCard';
import { InvalidTokenView } from '../components/InvalidTokenView';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PasswordRequirements } from '../components/PasswordRequirements';
import { useNewPasswordForm } from '../useNewPasswordForm';
import '../auth.css';

export default function ResetPasswordPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Reset password'));
  const { token = '' } = useParams();
  const location = useLocation();
  if (token.length < RESET_TOKEN_MIN_LENGTH) return <InvalidTokenView />;
  // A new token starts a new form: no message carries over from the last one.
  return <ResetPasswordForm key={token} token={token} handedError={handedError(location.state)} />;
}

function ResetPasswordForm({ token, handedError }: { token: string; handedError: string | null }) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const { formRef, values, field, loading, failure, succeeded, handleSubmit } = useNewPasswordForm({
    token,
    passwordError: newPasswordError,
    signInNotice: (serverMessage) => serverMessage || ACCOUNT_MESSAGES.resetSucceeded,
    initialFailure: handedError,
  });

  return (
    <AuthCard
      title={i18n._('Choose a new password')}
      subtitle={i18n._('Pick a password you have not used here before.')}
      footer={<Link to="/login">{i18n._('Back to Login')}</Link>}
    >
      {succeeded ? (
        <FormAlert type="success">{translate(ACCOUNT_MESSAGES.resetSucceededNotice)}</FormAlert>
      ) : (
        <>
          {failure && (
            <FormAlert type="error">
              {translate(failure)}{' '}
              <Link to="/forgot-password">{i18n._('Request a new reset link')}</Link>
            </FormAlert>
          )}
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <NewPasswordFields
              idPrefix="reset"
              password={field('password')}
              confirmPassword={field('confirmPassword')}
            />
            <PasswordRequirements password={values.password} />
            <SubmitButton busy={loading} busyLabel={i18n._('Resetting...')}>
              {i18n._('Reset Password')}
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
