import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { FormField } from '../../../components/form/FormField';
import { NewPasswordStep } from '../components/NewPasswordStep';
import { SecurityAnswersStep } from '../components/SecurityAnswersStep';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import '../auth.css';

type Step = { name: 'email' } | { name: 'answers' } | { name: 'password'; resetToken: string };

/** Each step's messages in English, the ids of their translations. */
const STEP_TEXT = {
  email: {
    number: 1,
    title: /*i18n*/ 'Security Questions',
    subtitle: /*i18n*/ 'Enter the email of your account.',
  },
  answers: {
    number: 2,
    title: /*i18n*/ 'Answer Your Security Questions',
    subtitle: /*i18n*/ 'Give the answers you set on your profile.',
  },
  password: {
    number: 3,
    title: /*i18n*/ 'Create New Password',
    subtitle: /*i18n*/ 'Choose your new password.',
  },
};

/** Recovery without email, in three steps; the answers are checked by the server. */
export default function SecurityQuestionsPage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Security questions'));
  const [step, setStep] = useState<Step>({ name: 'email' });
  const { formRef, values, field, showErrors } = useFormFields({ email: '' });
  const text = STEP_TEXT[step.name];

  function handleEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (showErrors({ email: values.email.trim() ? undefined : ACCOUNT_MESSAGES.emailRequired })) {
      return;
    }
    setStep({ name: 'answers' });
  }

  return (
    <AuthCard
      title={i18n._(text.title)}
      subtitle={i18n._('Step {number} of 3. {subtitle}', {
        number: text.number,
        subtitle: i18n._(text.subtitle),
      })}
      footer={<Link to="/login">{i18n._('Back to Login')}</Link>}
    >
      {step.name === 'email' && (
        <form ref={formRef} onSubmit={handleEmail} noValidate>
          <FormField
            id="questions-email"
            label={i18n._('Email address')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            required
            {...field('email')}
          />
          <SubmitButton busy={false} busyLabel="">
            {i18n._('Continue')}
          </SubmitButton>
        </form>
      )}
      {step.name === 'answers' && (
        <SecurityAnswersStep
          email={values.email.trim()}
          onVerified={(resetToken) => setStep({ name: 'password', resetToken })}
          onBack={() => setStep({ name: 'email' })}
        />
      )}
      {step.name === 'password' && <NewPasswordStep resetToken={step.resetToken} />}
    </AuthCard>
  );
}
