import { useLingui } from '@lingui/react';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { securityAnswerErrors } from '@lanka-tours/shared/recovery-rules';
import {
  SecurityQuestionsDocument,
  useSetSecurityAnswersMutation,
  type SecurityQuestionsQuery,
} from '../../../graphql/generated';
import { SecurityAnswerFields } from '../../../components/form/SecurityAnswerFields';
import { PasswordField } from '../../../components/form/PasswordField';
import { useDialogForm } from '../useDialogForm';
import { AccountDialog } from './AccountDialog';

const EMPTY = { favoriteCity: '', birthYear: '', petName: '', currentPassword: '' };

/** Sets the answers that let the account be recovered without email. */
export function SecurityQuestionsDialog({
  show,
  onHide,
  onSaved,
}: {
  show: boolean;
  onHide: () => void;
  onSaved: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const [setAnswers, { loading }] = useSetSecurityAnswersMutation({
    // The status has no id for the cache to match it by, so the answer is written in by hand.
    update(cache, { data }) {
      if (!data) return;
      cache.writeQuery<SecurityQuestionsQuery>({
        query: SecurityQuestionsDocument,
        data: { securityQuestions: data.setSecurityAnswers },
      });
    },
  });
  const { formRef, field, failure, handleSubmit } = useDialogForm(EMPTY, {
    validate: (values) => ({
      ...securityAnswerErrors(values, new Date().getFullYear()),
      currentPassword: values.currentPassword ? undefined : ACCOUNT_MESSAGES.passwordRequired,
    }),
    async send(values) {
      await setAnswers({ variables: { input: values } });
      onSaved(ACCOUNT_MESSAGES.securityAnswersSaved);
    },
    failureMessage: ACCOUNT_MESSAGES.securityAnswersFailed,
  });

  return (
    <AccountDialog
      id="security-questions"
      title={i18n._('Security Questions')}
      show={show}
      onHide={onHide}
      onSubmit={handleSubmit}
      formRef={formRef}
      submit={{ label: i18n._('Save Answers'), busyLabel: i18n._('Saving...'), busy: loading }}
      failure={failure}
    >
      <p>
        {i18n._(
          "These answers let you choose a new password without email. The city and the pet's name are checked without regard to capitals; they are stored encrypted and never shown again.",
        )}
      </p>
      <SecurityAnswerFields idPrefix="set" field={field} />
      <PasswordField
        id="set-answers-password"
        label={i18n._('Current password')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
    </AccountDialog>
  );
}
