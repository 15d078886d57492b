import { ACCOUNT_MESSAGES } from '@shared/account-rules';
import { recoveryPasswordError } from '@shared/recovery-rules';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useNewPasswordForm } from '../useNewPasswordForm';
import { NewPasswordFields } from './NewPasswordFields';

/** Step 3: the new password, set with the reset token the answers earned. */
export function NewPasswordStep({ resetToken }: { resetToken: string }) {
  const { formRef, field, loading, failure, succeeded, handleSubmit } = useNewPasswordForm({
    token: resetToken,
    passwordError: recoveryPasswordError,
    signInNotice: () => ACCOUNT_MESSAGES.questionsPasswordChanged,
  });

  if (succeeded) {
    return <FormAlert type="success">{ACCOUNT_MESSAGES.questionsPasswordChanged}</FormAlert>;
  }
  return (
    <>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <NewPasswordFields
          idPrefix="questions"
          password={field('password')}
          confirmPassword={field('confirmPassword')}
        />
        <SubmitButton busy={loading} busyLabel="Setting password...">
          Set New Password
        </SubmitButton>
      </form>
    </>
  );
}
