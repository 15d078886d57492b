import {
  ACCOUNT_MESSAGES,
  newPasswordError,
  passwordConfirmationError,
} from '@shared/account-rules';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../../../graphql/generated';
import { useAuth } from '../../auth/AuthContext';
import { actionErrorMessage, serverFieldErrors } from '../../../lib/action-error-message';
import { PasswordField } from '../../../components/form/PasswordField';
import { useFormFields } from '../../../lib/useFormFields';
import { AccountDialog } from './AccountDialog';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The server signs every other device out and sends this one a fresh token. */
export function ChangePasswordDialog({
  show,
  onHide,
  onChanged,
}: {
  show: boolean;
  onHide: () => void;
  onChanged: (message: string) => void;
}) {
  const [changePassword, { loading }] = useChangePasswordMutation();
  const { renewSession } = useAuth();
  const { formRef, values, field, showErrors } = useFormFields(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const invalid = showErrors({
      currentPassword: values.currentPassword ? undefined : ACCOUNT_MESSAGES.passwordRequired,
      newPassword: newPasswordError(values.newPassword),
      confirmPassword: passwordConfirmationError(values.newPassword, values.confirmPassword),
    });
    if (invalid) return;
    try {
      const { data } = await changePassword({
        variables: {
          input: { currentPassword: values.currentPassword, newPassword: values.newPassword },
        },
      });
      if (data) renewSession(data.changePassword);
      onChanged(ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
      else setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed));
    }
  }

  return (
    <AccountDialog
      id="change-password"
      title="Change Password"
      show={show}
      onHide={onHide}
      onSubmit={handleSubmit}
      formRef={formRef}
      submit={{ label: 'Change Password', busyLabel: 'Changing...', busy: loading }}
      failure={failure}
    >
      <PasswordField
        id="current-password"
        label="Current password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        hint="At least 6 characters. Your other devices will be signed out."
        required
        {...field('newPassword')}
      />
      <PasswordField
        id="confirm-new-password"
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </AccountDialog>
  );
}
