import {
  ACCOUNT_MESSAGES,
  newPasswordError,
  passwordConfirmationError,
} from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useChangePasswordMutation } from '../../../graphql/generated';
import { useAuth } from '../../../app/session';
import { PasswordField } from '../../../components/form/PasswordField';
import { useDialogForm } from '../useDialogForm';
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
  const { i18n } = useLingui();
  const [changePassword, { loading }] = useChangePasswordMutation();
  const { renewSession } = useAuth();
  const { formRef, field, failure, handleSubmit } = useDialogForm(EMPTY, {
    validate: (values) => ({
      currentPassword: values.currentPassword ? undefined : ACCOUNT_MESSAGES.passwordRequired,
      newPassword: newPasswordError(values.newPassword),
      confirmPassword: passwordConfirmationError(values.newPassword, values.confirmPassword),
    }),
    async send({ currentPassword, newPassword }) {
      const { data } = await changePassword({
        variables: { input: { currentPassword, newPassword } },
      });
      if (data) renewSession(data.changePassword);
      onChanged(ACCOUNT_MESSAGES.passwordChanged);
    },
    failureMessage: ACCOUNT_MESSAGES.passwordChangeFailed,
  });

  return (
    <AccountDialog
      id="change-password"
      title={i18n._('Change Password')}
      show={show}
      onHide={onHide}
      onSubmit={handleSubmit}
      formRef={formRef}
      submit={{
        label: i18n._('Change Password'),
        busyLabel: i18n._('Changing...'),
        busy: loading,
      }}
      failure={failure}
    >
      <PasswordField
        id="current-password"
        label={i18n._('Current password')}
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <PasswordField
        id="new-password"
        label={i18n._('New password')}
        autoComplete="new-password"
        hint={i18n._('At least 6 characters. Your other devices will be signed out.')}
        required
        {...field('newPassword')}
      />
      <PasswordField
        id="confirm-new-password"
        label={i18n._('Confirm new password')}
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </AccountDialog>
  );
}
