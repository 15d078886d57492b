import { ACCOUNT_MESSAGES, signInEmailError } from '@lanka-tours/shared/account-rules';
import { Trans, useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../../graphql/generated';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { authErrorMessage } from '../../../lib/error-wording';
import { AlternativeHelp } from '../components/AlternativeHelp';
import { AuthCard } from '../components/AuthCard';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import '../auth.css';
import '../../../styles/buttons.css';

interface Sent {
  message: string;
  previewUrl?: string | null;
}

export default function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  usePageTitle(i18n._('Forgot password'));
  const [forgotPassword, { loading }] = useForgotPasswordMutation();
  const { formRef, values, field, showErrors } = useFormFields({ email: '' });
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (showErrors({ email: signInEmailError(values.email) })) return;
    try {
      const { data } = await forgotPassword({ variables: { email: values.email.trim() } });
      setSent({
        message: data?.forgotPassword.message || ACCOUNT_MESSAGES.forgotSentFallback,
        previewUrl: data?.forgotPassword.previewUrl,
      });
    } catch (error) {
      setFailure(authErrorMessage(error, ACCOUNT_MESSAGES.forgotFailed, i18n));
    }
  }

  return (
    <AuthCard
      title={i18n._('Forgot your password?')}
      subtitle={i18n._(
        'Enter the email address of your account and we will send you a link to choose a new password.',
      )}
      footer={
        <Trans id="Remembered it? <0>Back to Login</0>" components={{ 0: <Link to="/login" /> }} />
      }
    >
      {helpOpen ? (
        <AlternativeHelp onBack={() => setHelpOpen(false)} />
      ) : sent ? (
        <SentNotice sent={sent} onRetry={() => setSent(null)} />
      ) : (
        <>
          {failure && (
            <FormAlert type="error">
              {translate(failure)}
              {/email/i.test(failure) && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="btn btn-link alert-link p-0 align-baseline"
                    onClick={() => setHelpOpen(true)}
                  >
                    {i18n._('Try an alternative method')}
                  </button>
                </>
              )}
            </FormAlert>
          )}
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <FormField
              id="forgot-email"
              label={i18n._('Email address')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <SubmitButton busy={loading} busyLabel={i18n._('Sending...')}>
              {i18n._('Send reset link')}
            </SubmitButton>
          </form>
        </>
      )}
      {!helpOpen && (
        <p className="text-center mt-3 mb-0">
          <button
            type="button"
            className="btn btn-link auth-link p-0"
            onClick={() => setHelpOpen(true)}
          >
            {i18n._("Can't access your email?")}
          </button>
        </p>
      )}
    </AuthCard>
  );
}

function SentNotice({ sent, onRetry }: { sent: Sent; onRetry: () => void }) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  return (
    <div>
      <FormAlert type="success">{translate(sent.message)}</FormAlert>
      <p>
        {i18n._(
          'The link works once, for 10 minutes. If the email does not arrive, check your spam folder.',
        )}
      </p>
      {sent.previewUrl && (
        <p className="dev-preview">
          <Trans
            id="Development: <0>open the email preview</0>"
            components={{ 0: <a href={sent.previewUrl} /> }}
          />
        </p>
      )}
      <button type="button" className="btn btn-outline-brand w-100" onClick={onRetry}>
        {i18n._('Try with a different email')}
      </button>
    </div>
  );
}
