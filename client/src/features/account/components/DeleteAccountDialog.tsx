import { ACCOUNT_MESSAGES, deleteConfirmationMatches } from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useDeleteAccountMutation } from '../../../graphql/generated';
import { useAuth } from '../../../app/session';
import { actionErrorMessage } from '../../../lib/error-wording';
import { FormField } from '../../../components/form/FormField';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { AccountDialog } from './AccountDialog';

/** Deleting is confirmed by typing the account's email exactly. */
export function DeleteAccountDialog({
  email,
  show,
  onHide,
}: {
  email: string;
  show: boolean;
  onHide: () => void;
}) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [deleteAccount, { loading }] = useDeleteAccountMutation();
  const { logoutToHome } = useAuth();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const confirmed = deleteConfirmationMatches(typed, email);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setFailure(null);
    try {
      await deleteAccount();
      onHide();
      logoutToHome();
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.deleteFailed));
    }
  }

  return (
    <AccountDialog
      id="delete-account"
      title={i18n._('Delete Account')}
      show={show}
      onHide={onHide}
      onSubmit={handleSubmit}
      submit={{
        label: i18n._('Delete Account'),
        busyLabel: i18n._('Deleting...'),
        busy: loading,
        danger: true,
        disabled: !confirmed,
      }}
      failure={failure}
    >
      <p>
        {i18n._(
          'This permanently deletes your account, your feedback and your photos. It cannot be undone.',
        )}
      </p>
      <FormField
        id="delete-confirmation"
        label={i18n._('Type your email ({email}) to confirm', { email })}
        // Not type="email": the browser would trim the value, and the match must be exact.
        type="text"
        inputMode="email"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={typed && !confirmed ? translate(ACCOUNT_MESSAGES.deleteConfirmMismatch) : undefined}
      />
    </AccountDialog>
  );
}
