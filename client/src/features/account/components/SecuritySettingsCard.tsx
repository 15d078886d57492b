import { useLingui } from '@lingui/react';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { useState } from 'react';
import { useSecurityQuestionsQuery } from '../../../graphql/generated';
import { FormAlert } from '../../../components/form/FormAlert';
import { usePageLanguage } from '../../../lib/page-language';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { longDate } from '@lanka-tours/shared/long-dates';
import { useTimedMessage } from '../../../lib/useTimedMessage';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ManageSessionsDialog } from './ManageSessionsDialog';
import { SecurityQuestionsDialog } from './SecurityQuestionsDialog';
import '../../../styles/buttons.css';

type Dialog = 'password' | 'sessions' | 'questions' | null;

/** Password, sessions and recovery questions, each changed in its own dialog. */
export function SecuritySettingsCard() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const locale = INTL_LOCALES[usePageLanguage()];
  const [open, setOpen] = useState<Dialog>(null);
  const [notice, showNotice] = useTimedMessage();
  const questions = useSecurityQuestionsQuery({ fetchPolicy: 'cache-and-network' });
  const status = questions.data?.securityQuestions;
  const close = () => setOpen(null);
  const done = (message: string) => {
    close();
    showNotice({ type: 'success', text: message });
  };

  return (
    <section className="card profile-card" aria-labelledby="security-settings-title">
      <div className="card-header profile-card-header">
        <h2 id="security-settings-title" className="h5 mb-0">
          {i18n._('Security Settings')}
        </h2>
      </div>
      <div className="card-body">
        {notice && <FormAlert type={notice.type}>{translate(notice.text)}</FormAlert>}
        <SettingRow
          title={i18n._('Password')}
          text={i18n._('Change it whenever you like; your other devices are signed out.')}
          action={i18n._('Change Password')}
          onOpen={() => setOpen('password')}
        />
        <SettingRow
          title={i18n._('Sessions')}
          text={i18n._('Signed in on a device you no longer use? End those sessions.')}
          action={i18n._('Manage Sessions')}
          onOpen={() => setOpen('sessions')}
        />
        <SettingRow
          title={i18n._('Security questions')}
          text={
            status?.isSet && status.updatedAt
              ? i18n._('Set on {date}. They let you reset your password without email.', {
                  date: longDate(status.updatedAt, locale),
                })
              : i18n._('Not set. They let you reset your password without email.')
          }
          action={status?.isSet ? i18n._('Update Answers') : i18n._('Set Up Questions')}
          onOpen={() => setOpen('questions')}
        />
      </div>
      <ChangePasswordDialog show={open === 'password'} onHide={close} onChanged={done} />
      <ManageSessionsDialog show={open === 'sessions'} onHide={close} onSignedOut={done} />
      <SecurityQuestionsDialog show={open === 'questions'} onHide={close} onSaved={done} />
    </section>
  );
}

function SettingRow(props: { title: string; text: string; action: string; onOpen: () => void }) {
  return (
    <div className="profile-setting">
      <div>
        <h3 className="h6 mb-1">{props.title}</h3>
        <p className="profile-muted small mb-0">{props.text}</p>
      </div>
      <button type="button" className="btn btn-outline-brand btn-sm" onClick={props.onOpen}>
        {props.action}
      </button>
    </div>
  );
}
