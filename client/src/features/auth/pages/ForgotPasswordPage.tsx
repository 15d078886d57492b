import { ACCOUNT_MESSAGES, signInEmailError } from '@shared/account-rules';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPasswordMutation } from '../../../graphql/generated';
import { usePageTitle } from '../../../lib/usePageTitle';
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
  usePageTitle('Forgot password');
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
      setFailure(authErrorMessage(error, ACCOUNT_MESSAGES.forgotFailed));
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Back to Login</Link>
        </>
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
              {failure}
              {/email/i.test(failure) && (
                <>
                  {' '}
                  <button
                    type="button"
                    className="btn btn-link alert-link p-0 align-baseline"
                    onClick={() => setHelpOpen(true)}
                  >
                    Try an alternative method
                  </button>
                </>
              )}
            </FormAlert>
          )}
          <form ref={formRef} onSubmit={handleSubmit} noValidate>
            <FormField
              id="forgot-email"
              label="Email address"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              {...field('email')}
            />
            <SubmitButton busy={loading} busyLabel="Sending...">
              Send reset link
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
            Can&apos;t access your email?
          </button>
        </p>
      )}
    </AuthCard>
  );
}

function SentNotice({ sent, onRetry }: { sent: Sent; onRetry: () => void }) {
  return (
    <div>
      <FormAlert type="success">{sent.message}</FormAlert>
      <p>
        The link works once, for 10 minutes. If the email does not arrive, check your spam folder.
      </p>
      {sent.previewUrl && (
        <p className="dev-preview">
          Development: <a href={sent.previewUrl}>open the email preview</a>
        </p>
      )}
      <button type="button" className="btn btn-outline-brand w-100" onClick={onRetry}>
        Try with a different email
      </button>
    </div>
  );
}
