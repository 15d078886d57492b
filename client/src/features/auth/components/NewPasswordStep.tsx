import { useLingui } from '@lingui/react';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { recoveryPasswordError } from '@lanka-tours/shared/recovery-rules';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useNewPasswordForm } from '../useNewPasswordForm';
import { NewPasswordFields } from './NewPasswordFields';

/** Step 3: the new password, set with the reset token the answers earned. */
export function NewPasswordStep({ resetToken }: { resetToken: string }) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const { formRef, field, loading, failure, succeeded, handleSubmit } = useNewPasswordForm({
    token: resetToken,
    passwordError: recoveryPasswordError,
    signInNotice: () => ACCOUNT_MESSAGES.questionsPasswordChanged,
  });

  if (succeeded) {
    return (
      <FormAlert type="success">{translate(ACCOUNT_MESSAGES.questionsPasswordChanged)}</FormAlert>
    );
  }
  return (
    <>
      {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <NewPasswordFields
          idPrefix="questions"
          password={field('password')}
          confirmPassword={field('confirmPassword')}
        />
        <SubmitButton busy={loading} busyLabel={i18n._('Setting password...')}>
          {i18n._('Set New Password')}
        </SubmitButton>
      </form>
    </>
  );
}
