import { ACCOUNT_MESSAGES, signInEmailError } from '@lanka-tours/shared/account-rules';
import { favoriteCityError, SECURITY_QUESTIONS } from '@lanka-tours/shared/recovery-rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useRequestManualVerificationMutation } from '../../../graphql/generated';
import { actionErrorMessage } from '../../../lib/error-wording';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useFormFields } from '../../../lib/useFormFields';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import '../../../styles/buttons.css';

/** Sends the support team a request to check who the visitor is; they reply by email. */
export function ManualVerificationForm() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const [requestVerification, { loading }] = useRequestManualVerificationMutation();
  const { formRef, values, field, showErrors } = useFormFields({ email: '', favoriteCity: '' });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const invalid = showErrors({
      email: signInEmailError(values.email),
      favoriteCity: favoriteCityError(values.favoriteCity),
    });
    if (invalid) return;
    try {
      const { data } = await requestVerification({
        variables: { input: { email: values.email.trim(), favoriteCity: values.favoriteCity } },
      });
      setDone(data?.requestManualVerification.message ?? ACCOUNT_MESSAGES.manualVerificationSent);
    } catch (error) {
      setFailure(actionErrorMessage(error, ACCOUNT_MESSAGES.resetRequestError));
    }
  }

  return (
    <section aria-labelledby="manual-verification-heading" className="manual-verification">
      <h2 id="manual-verification-heading" className="h6">
        {i18n._('Manual Verification')}
      </h2>
      {done ? (
        <FormAlert type="success">{translate(done)}</FormAlert>
      ) : (
        <>
          <p className="small">
            {i18n._(
              'Tell us the email of your account and your favourite city in Sri Lanka. Our support team will check them and reply by email.',
            )}
          </p>
          {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <FormField
              id="verification-email"
              label={i18n._('Email address')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <FormField
              id="verification-city"
              label={translate(SECURITY_QUESTIONS.favoriteCity)}
              required
              {...field('favoriteCity')}
            />
            <SubmitButton
              busy={loading}
              busyLabel={i18n._('Verifying...')}
              className="btn btn-outline-brand w-100"
            >
              {i18n._('Verify Identity')}
            </SubmitButton>
          </form>
        </>
      )}
    </section>
  );
}
