import { useLingui } from '@lingui/react';
import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { useState, type FormEvent } from 'react';
import { useVerifySecurityAnswersMutation } from '../../../graphql/generated';
import { actionErrorMessage } from '../../../lib/error-wording';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useFormFields } from '../../../lib/useFormFields';
import { FormAlert } from '../../../components/form/FormAlert';
import { SecurityAnswerFields } from '../../../components/form/SecurityAnswerFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import '../../../styles/buttons.css';

const EMPTY_ANSWERS = { favoriteCity: '', birthYear: '', petName: '' };

/** Step 2: the server checks the answers and, when they match, hands back a reset token. */
export function SecurityAnswersStep({
  email,
  onVerified,
  onBack,
}: {
  email: string;
  onVerified: (resetToken: string) => void;
  onBack: () => void;
}) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [verifyAnswers, { loading }] = useVerifySecurityAnswersMutation();
  const { formRef, values, field } = useFormFields(EMPTY_ANSWERS);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // Blank answers cannot match; the server's one message covers them like any wrong answer.
    if (!values.favoriteCity.trim() || !values.birthYear.trim() || !values.petName.trim()) {
      setFailure(ACCOUNT_MESSAGES.answersIncorrect);
      return;
    }
    try {
      const { data } = await verifyAnswers({ variables: { input: { email, ...values } } });
      if (data) onVerified(data.verifySecurityAnswers.resetToken);
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.answersIncorrect));
    }
  }

  return (
    <>
      {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <SecurityAnswerFields idPrefix="answer" field={field} />
        <SubmitButton busy={loading} busyLabel={i18n._('Verifying...')}>
          {i18n._('Verify Answers')}
        </SubmitButton>
      </form>
      <button type="button" className="btn btn-outline-brand w-100 mt-2" onClick={onBack}>
        {i18n._('Back to Email Entry')}
      </button>
    </>
  );
}
