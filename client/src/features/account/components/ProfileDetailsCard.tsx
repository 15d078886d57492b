import { countryName } from '../../../components/form/country-names';
import { ACCOUNT_MESSAGES, profileErrors } from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import {
  useUpdateProfileMutation,
  type AuthProvider_UserFragment,
} from '../../../graphql/generated';
import { actionErrorMessage } from '../../../lib/error-wording';
import { serverFieldErrors } from '../../../lib/server-errors';
import { CountryField } from '../../../components/form/CountryField';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useFormFields } from '../../../lib/useFormFields';
import { useTimedMessage } from '../../../lib/useTimedMessage';
import '../../../styles/buttons.css';

/** Name and country, shown, or edited in place; the email stays as it is. */
export function ProfileDetailsCard({ user }: { user: AuthProvider_UserFragment }) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [editing, setEditing] = useState(false);
  const [notice, showNotice] = useTimedMessage();

  return (
    <section className="card profile-card" aria-labelledby="profile-details-title">
      <div className="card-header profile-card-header">
        <h2 id="profile-details-title" className="h5 mb-0">
          {i18n._('Profile Details')}
        </h2>
        {!editing && (
          <button
            type="button"
            className="btn btn-outline-brand btn-sm"
            onClick={() => setEditing(true)}
          >
            {i18n._('Edit Profile')}
          </button>
        )}
      </div>
      <div className="card-body">
        {notice && <FormAlert type={notice.type}>{translate(notice.text)}</FormAlert>}
        {editing ? (
          <ProfileEditForm
            user={user}
            onDone={(saved) => {
              setEditing(false);
              if (saved) showNotice({ type: 'success', text: ACCOUNT_MESSAGES.profileUpdated });
            }}
          />
        ) : (
          <dl className="profile-details mb-0">
            <dt>{i18n._('Full name')}</dt>
            <dd>{user.name}</dd>
            <dt>{i18n._('Email address')}</dt>
            <dd className="text-break">{user.email}</dd>
            <dt>{i18n._('Country')}</dt>
            <dd>{user.country ? countryName(user.country, i18n) : i18n._('Not specified')}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}

/** Mounted afresh on each Edit, so Cancel always goes back to the saved values. */
function ProfileEditForm({
  user,
  onDone,
}: {
  user: AuthProvider_UserFragment;
  onDone: (saved: boolean) => void;
}) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [updateProfile, { loading }] = useUpdateProfileMutation();
  const { formRef, values, field, showErrors } = useFormFields({
    name: user.name,
    country: user.country,
  });
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (showErrors(profileErrors(values))) return;
    try {
      // The cache updates the signed-in user from the answer, header included.
      await updateProfile({
        variables: { input: { name: values.name.trim(), country: values.country } },
      });
      onDone(true);
    } catch (error) {
      setFailure(
        actionErrorMessage(
          error,
          ACCOUNT_MESSAGES.profileUpdateFailed,
          ACCOUNT_MESSAGES.profileNoResponse,
        ),
      );
      showErrors(serverFieldErrors(error));
    }
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
      <FormField
        id="profile-name"
        label={i18n._('Full name')}
        autoComplete="name"
        required
        {...field('name')}
      />
      <FormField
        id="profile-email"
        label={i18n._('Email address')}
        type="email"
        value={user.email}
        disabled
        readOnly
        hint={i18n._('Email cannot be changed for security reasons.')}
      />
      <CountryField id="profile-country" required {...field('country')} />
      <div className="d-flex gap-2">
        <SubmitButton busy={loading} busyLabel={i18n._('Saving...')} className="btn btn-primary">
          {i18n._('Save Changes')}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={() => onDone(false)}>
          {i18n._('Cancel')}
        </button>
      </div>
    </form>
  );
}
