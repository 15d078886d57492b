import { ACCOUNT_MESSAGES } from '@lanka-tours/shared/account-rules';
import { screen } from '@testing-library/react';
import LoginPage from '../../client/src/features/auth/pages/LoginPage';
import RegisterPage from '../../client/src/features/auth/pages/RegisterPage';
import { renderRoute } from './support/render-route';

function renderLogin(state?: unknown, search?: string) {
  return renderRoute({
    pages: { '/login': <LoginPage />, '/register': <RegisterPage /> },
    path: '/login',
    state,
    search,
  });
}

const emailInput = () => screen.getByLabelText('Email address');
const passwordInput = () => screen.getByLabelText('Password');
const rememberMe = () => screen.getByRole('checkbox', { name: 'Remember me' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('Sign in page', () => {
  it('asks for both fields and puts the cursor on the email', async () => {
    const { user } = renderLogin();

    await user.click(signIn());

    expect(emailInput()).toHaveAccessibleDescription('Email address is required');
    expect(emailInput()).toBeInvalid();
    expect(emailInput()).toHaveFocus();
    expect(passwordInput()).toHaveAccessibleDescription('Password is required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects an email address without a domain', async () => {
    const { user } = renderLogin();

    await user.type(emailInput(), 'traveller@');
    await user.type(passwordInput(), 'secret1');
    await user.click(signIn());

    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(emailInput()).toHaveFocus();
  });

  it("clears a field's message as soon as that field is edited", async () => {
    const { user } = renderLogin();
    await user.click(signIn());

    await user.type(emailInput(), 'a');

    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is required')).toBeVisible();
  });

  it('prefills the remembered email with Remember me ticked', () => {
    localStorage.setItem('rememberEmail', 'nimal@example.com');
    renderLogin();

    expect(emailInput()).toHaveValue('nimal@example.com');
    expect(rememberMe()).toBeChecked();
  });

  it('starts empty with Remember me unticked when no email is remembered', () => {
    renderLogin();

    expect(emailInput()).toHaveValue('');
    expect(rememberMe()).not.toBeChecked();
  });

  it('forgets the email when Remember me is unticked, and says the server is not responding', async () => {
    localStorage.setItem('rememberEmail', 'nimal@example.com');
    const { user } = renderLogin();

    await user.click(rememberMe());
    await user.type(passwordInput(), 'secret1');
    await user.click(signIn());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
    expect(localStorage.getItem('rememberEmail')).toBeNull();
    expect(signIn()).toBeEnabled();
  });

  it('remembers the email when Remember me is ticked', async () => {
    const { user } = renderLogin();

    await user.type(emailInput(), '  kamala@example.com ');
    await user.type(passwordInput(), 'secret1');
    await user.click(rememberMe());
    await user.click(signIn());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      ACCOUNT_MESSAGES.serverNotResponding,
    );
    expect(localStorage.getItem('rememberEmail')).toBe('kamala@example.com');
  });

  it('shows a success message handed over by the previous page', () => {
    renderLogin({
      message: 'Password reset successful! You can now login with your new password.',
      type: 'success',
    });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Password reset successful! You can now login with your new password.',
    );
  });

  it('shows an error message handed over by the previous page', () => {
    renderLogin({ message: 'Session expired. Please sign in again.', type: 'error' });

    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please sign in again.');
  });

  it('lets the visitor reveal the password they typed', async () => {
    const { user } = renderLogin();
    await user.type(passwordInput(), 'secret1');
    const toggle = screen.getByRole('button', { name: 'Show password' });

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(passwordInput()).toHaveAttribute('type', 'text');
  });

  it('links to password recovery and to sign-up', async () => {
    const { user, router } = renderLogin();

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows a known link notice, and nothing for a code that names an object property', async () => {
    renderLogin(undefined, '?notice=guide-link-invalid');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This tour-guide confirmation link has expired or was already used.',
    );
  });

  it.each(['__proto__', 'constructor', 'toString'])(
    'a crafted ?notice=%s leaves the page working, with no notice',
    async (code) => {
      const { user } = renderLogin(undefined, `?notice=${code}`);

      expect(emailInput()).toBeVisible();
      await user.click(signIn());
      expect(emailInput()).toHaveAccessibleDescription('Email address is required');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
