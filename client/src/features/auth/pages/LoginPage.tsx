import { ACCOUNT_MESSAGES, loginErrors } from '@lanka-tours/shared/account-rules';
import { Trans, useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRememberedEmail, rememberEmail } from '../../../lib/session-storage';
import { useHydrated } from '../../../lib/useHydrated';
import { useValuesTypedEarly } from '../../../lib/useValuesTypedEarly';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';
import { returnPath, useAuth } from '../../../app/session';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, type AlertType } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import '../auth.css';

type Notice = { message: string; type: AlertType };

export default function LoginPage() {
  // What only the browser knows waits for hydration, so that the first render is the prerendered
  // page.
  const hydrated = useHydrated();
  const location = useLocation();
  // A notice the previous page sent along is for an arrival within the app. Loading or reloading
  // this page hydrates it: no arrival then, though the browser keeps the history entry's notice.
  const [arrivalNotice] = useState(() => (hydrated ? navigationNotice(location.state) : null));
  return (
    <LoginForm
      rememberedEmail={hydrated ? getRememberedEmail() : ''}
      arrivalNotice={arrivalNotice}
    />
  );
}

interface LoginFormProps {
  rememberedEmail: string;
  arrivalNotice: Notice | null;
}

function LoginForm({ rememberedEmail, arrivalNotice }: LoginFormProps) {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  usePageTitle(i18n._('Sign in'));
  const { login, error: sessionError } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { formRef, values, field, fill, invalid, submit, submitting, failure } = useFormFields(
    () => ({ email: rememberedEmail, password: '' }),
  );
  const [choice, setChoice] = useState({ remember: rememberedEmail !== '' });
  useValuesTypedEarly(formRef, setChoice);
  // On a prerendered page the remembered address arrives once hydrated, into the same form (the
  // visitor may have typed in it already): it fills the address field if that is still empty.
  const [rememberedShown, setRememberedShown] = useState(rememberedEmail);
  if (rememberedEmail !== rememberedShown) {
    setRememberedShown(rememberedEmail);
    if (!values.email) {
      fill('email', rememberedEmail);
      setChoice({ remember: true });
    }
  }
  // The prerendered page has none of these: the session's end and a link's notice join once the
  // page has hydrated.
  const hydrated = useHydrated();
  const notice = hydrated
    ? (arrivalNotice ??
      (sessionError ? { message: sessionError, type: 'error' as const } : null) ??
      linkNotice(location.search))
    : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid(loginErrors(values))) return;

    const email = values.email.trim();
    rememberEmail(choice.remember ? email : null);
    void submit(ACCOUNT_MESSAGES.loginFailed, async () => {
      await login({ email, password: values.password });
      navigate(returnPath(location.state), { replace: true });
    });
  }

  return (
    <AuthCard
      title={i18n._('Sign in')}
      subtitle={i18n._('Welcome back. Sign in to manage your profile and share your tour stories.')}
      footer={
        <Trans
          id="Don't have an account? <0>Sign up</0>"
          components={{ 0: <Link to="/register" /> }}
        />
      }
    >
      {/* Once an attempt has failed, its message replaces whatever notice came before. */}
      {failure ? (
        <FormAlert type="error">{translate(failure)}</FormAlert>
      ) : (
        notice && <FormAlert type={notice.type}>{translate(notice.message)}</FormAlert>
      )}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <FormField
          id="login-email"
          label={i18n._('Email address')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...field('email')}
        />
        <PasswordField
          id="login-password"
          label={i18n._('Password')}
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <div className="form-check">
            <input
              id="login-remember"
              name="remember"
              className="form-check-input"
              type="checkbox"
              checked={choice.remember}
              onChange={(event) => setChoice({ remember: event.target.checked })}
            />
            <label htmlFor="login-remember" className="form-check-label">
              {i18n._('Remember me')}
            </label>
          </div>
          <Link to="/forgot-password" className="auth-link">
            {i18n._('Forgot password?')}
          </Link>
        </div>
        <SubmitButton busy={submitting} busyLabel={i18n._('Signing in...')}>
          {i18n._('Sign in')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/**
 * A message a server redirect sent along as `?notice=<code>`: only known codes are shown, so a
 * crafted link cannot put its own words on the sign-in page. In English, shown translated.
 */
const LINK_NOTICES = new Map([
  [
    'guide-link-invalid',
    /*i18n*/ 'This tour-guide confirmation link has expired or was already used. Sign in and send a new one from your profile.',
  ],
]);

function linkNotice(search: string): Notice | null {
  // A Map, so that a code like `__proto__` or `constructor` names nothing.
  const message = LINK_NOTICES.get(new URLSearchParams(search).get('notice') ?? '');
  return message ? { message, type: 'error' } : null;
}

/** A message the previous page sent along, e.g. after a password reset or an expired session. */
function navigationNotice(state: unknown): Notice | null {
  const { message, type } = (state ?? {}) as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || !message) return null;
  return { message, type: type === 'error' ? 'error' : 'success' };
}
