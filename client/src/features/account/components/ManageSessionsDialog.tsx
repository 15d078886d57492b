import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useSignOutOtherDevicesMutation } from '../../../graphql/generated';
import { useAuth } from '../../../app/session';
import { actionErrorMessage } from '../../../lib/error-wording';
import { AccountDialog } from './AccountDialog';

/** Ends every session but this one: the server revokes them all and re-issues this device's. */
export function ManageSessionsDialog({
  show,
  onHide,
  onSignedOut,
}: {
  show: boolean;
  onHide: () => void;
  onSignedOut: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const [signOutOthers, { loading }] = useSignOutOtherDevicesMutation();
  const { renewSession } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await signOutOthers();
      if (data) renewSession(data.signOutOtherDevices);
      onSignedOut(ACCOUNT_MESSAGES.otherDevicesSignedOut);
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.signOutOthersFailed));
    }
  }

  return (
    <AccountDialog
      id="manage-sessions"
      title={i18n._('Manage Sessions')}
      show={show}
      onHide={onHide}
      onSubmit={handleSubmit}
      submit={{
        label: i18n._('Sign out of all other devices'),
        busyLabel: i18n._('Signing out...'),
        busy: loading,
      }}
      failure={failure}
    >
      <p>{i18n._('You stay signed in on this device.')}</p>
      <p className="mb-0">
        {i18n._(
          'If you signed in somewhere else, on a shared computer or a phone you no longer use, you can sign out there from here. Those devices will need your password to sign in again.',
        )}
      </p>
    </AccountDialog>
  );
}
