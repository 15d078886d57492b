import {
  ACCOUNT_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordConfirmationError,
  registrationErrors,
} from '@lanka-tours/shared/account-rules';
import { Trans, useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { useAuth } from '../../../app/session';
import { AuthCard } from '../components/AuthCard';
import { CountryField } from '../../../components/form/CountryField';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { PasswordField } from '../../../components/form/PasswordField';
import { PrivacyNote } from '../../../components/form/PrivacyNote';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import '../auth.css';

const EMPTY_FORM = { name: '', email: '', country: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  usePageTitle(i18n._('Create an account'));
  const { register } = useAuth();
  const navigate = useNavigate();
  const { formRef, values, field, invalid, submit, submitting, failure } =
    useFormFields(EMPTY_FORM);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { confirmPassword, ...account } = values;
    const errors = {
      ...registrationErrors(account),
      confirmPassword: passwordConfirmationError(account.password, confirmPassword),
    };
    if (invalid(errors)) return;

    void submit(ACCOUNT_MESSAGES.registrationFailed, async () => {
      await register({ ...account, name: account.name.trim(), email: account.email.trim() });
      navigate('/', { replace: true });
    });
  }

  return (
    <AuthCard
      title={i18n._('Create your account')}
      subtitle={i18n._('Join us to save your details, share feedback and photos from your tour.')}
      width="wide"
      footer={
        <Trans
          id="Already have an account? <0>Sign in</0>"
          components={{ 0: <Link to="/login" /> }}
        />
      }
    >
      {failure && <FormAlert type="error">{translate(failure)}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <FormField
          id="register-name"
          label={i18n._('Full name')}
          autoComplete="name"
          required
          {...field('name')}
        />
        <FormField
          id="register-email"
          label={i18n._('Email address')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...field('email')}
        />
        <CountryField id="register-country" required {...field('country')} />
        <div className="row gx-3">
          <div className="col-sm-6">
            <PasswordField
              id="register-password"
              label={i18n._('Password')}
              autoComplete="new-password"
              hint={i18n._('At least {min} characters.', { min: PASSWORD_MIN_LENGTH })}
              required
              {...field('password')}
            />
          </div>
          <div className="col-sm-6">
            <PasswordField
              id="register-confirm-password"
              label={i18n._('Confirm password')}
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
          </div>
        </div>
        <PrivacyNote>
          {i18n._(
            'We keep your account until you delete it, and you can download its data at any time.',
          )}
        </PrivacyNote>
        <div className="mt-2">
          <SubmitButton busy={submitting} busyLabel={i18n._('Creating account...')}>
            {i18n._('Create account')}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
