import { ACCOUNT_MESSAGES, loginErrors } from '@shared/account-rules';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getRememberedEmail, rememberEmail } from '../../../lib/session-storage';
import { useHydrated } from '../../../lib/useHydrated';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../AuthContext';
import { returnPath } from '../return-path';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, type AlertType } from '../../../components/form/FormAlert';
import { FormField } from '../../../components/form/FormField';
import { PasswordField } from '../../../components/form/PasswordField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useFormFields } from '../../../lib/useFormFields';
import '../auth.css';

export default function LoginPage() {
  // The remembered address is in this browser only: the prerendered form starts without it, and
  // starts again with it once the page has hydrated. Without one nothing restarts, so whatever
  // was typed before hydration stays.
  const rememberedEmail = useHydrated() ? getRememberedEmail() : '';
  return (
    <LoginForm key={rememberedEmail ? 'remembered' : 'blank'} rememberedEmail={rememberedEmail} />
  );
}

function LoginForm({ rememberedEmail }: { rememberedEmail: string }) {
  usePageTitle('Sign in');
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { formRef, values, field, invalid, submit, submitting, failure } = useFormFields(() => ({
    email: rememberedEmail,
    password: '',
  }));
  const [remember, setRemember] = useState(rememberedEmail !== '');
  // Once this attempt has failed, its message replaces whatever the previous page sent along.
  // The prerendered page has no query: a link's notice joins once the page has hydrated.
  const hydrated = useHydrated();
  const notice = failure
    ? null
    : (navigationNotice(location.state) ?? (hydrated ? linkNotice(location.search) : null));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invalid(loginErrors(values))) return;

    const email = values.email.trim();
    rememberEmail(remember ? email : null);
    void submit(ACCOUNT_MESSAGES.loginFailed, async () => {
      await login({ email, password: values.password });
      navigate(returnPath(location.state), { replace: true });
    });
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to manage your profile and share your tour stories."
      footer={
        <>
          Don&apos;t have an account? <Link to="/register">Sign up</Link>
        </>
      }
    >
      {notice && <FormAlert type={notice.type}>{notice.message}</FormAlert>}
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <FormField
          id="login-email"
          label="Email address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          {...field('email')}
        />
        <PasswordField
          id="login-password"
          label="Password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <div className="form-check">
            <input
              id="login-remember"
              className="form-check-input"
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <label htmlFor="login-remember" className="form-check-label">
              Remember me
            </label>
          </div>
          <Link to="/forgot-password" className="auth-link">
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={submitting} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/**
 * A message a server redirect sent along as `?notice=<code>`: only known codes are shown, so a
 * crafted link cannot put its own words on the sign-in page.
 */
const LINK_NOTICES = new Map([
  [
    'guide-link-invalid',
    'This tour-guide confirmation link has expired or was already used. Sign in and send a new one from your profile.',
  ],
]);

function linkNotice(search: string): { message: string; type: AlertType } | null {
  // A Map, so that a code like `__proto__` or `constructor` names nothing.
  const message = LINK_NOTICES.get(new URLSearchParams(search).get('notice') ?? '');
  return message ? { message, type: 'error' } : null;
}

/** A message the previous page sent along, e.g. after a password reset or an expired session. */
function navigationNotice(state: unknown): { message: string; type: AlertType } | null {
  const { message, type } = (state ?? {}) as { message?: unknown; type?: unknown };
  if (typeof message !== 'string' || !message) return null;
  return { message, type: type === 'error' ? 'error' : 'success' };
}
