import { screen, within } from '@testing-library/react';
import ResetPasswordPage from '../../client/src/features/auth/pages/ResetPasswordPage';
import { renderRoute } from './support/render-route';

const VALID_LOOKING_TOKEN = 'q'.repeat(43);

function renderReset(token: string, state?: unknown) {
  return renderRoute({
    pages: { '/reset-password/:token?': <ResetPasswordPage /> },
    path: `/reset-password/${token}`,
    state,
  });
}

const newPassword = () => screen.getByLabelText('New Password');
const confirmPassword = () => screen.getByLabelText('Confirm New Password');
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

describe('Reset password page with a token under 20 characters', () => {
  it('shows the Invalid Token view with a way to a new link', () => {
    renderReset('too-short-token');

    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeVisible();
    expect(
      screen.getByText('The link may have expired after 10 minutes or been used already.'),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('shows the same view with no token at all', () => {
    renderReset('');

    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  });

  it('toggles the other reset methods: support contacts and Manual Verification', async () => {
    const { user } = renderReset('abc');
    const toggle = screen.getByRole('button', { name: 'Try another reset method' });
    expect(screen.queryByRole('button', { name: 'Verify Identity' })).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAccessibleName('Hide alternative options');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'hello@serendibtrails.lk' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+94 77 123 4567' })).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('button', { name: 'Verify Identity' })).not.toBeInTheDocument();
  });

  it('checks the Manual Verification form, and says when the server does not answer', async () => {
    const { user } = renderReset('abc');
    await user.click(screen.getByRole('button', { name: 'Try another reset method' }));
    const form = within(screen.getByRole('region', { name: 'Manual Verification' }) as HTMLElement);

    await user.click(form.getByRole('button', { name: 'Verify Identity' }));
    expect(form.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Email address is required',
    );
    expect(
      form.getByLabelText('What is your favourite city in Sri Lanka?'),
    ).toHaveAccessibleDescription('Please enter your favourite city in Sri Lanka');

    await user.type(form.getByLabelText('Email address'), 'nimal@example.com');
    await user.type(form.getByLabelText('What is your favourite city in Sri Lanka?'), 'Kandy');
    await user.click(form.getByRole('button', { name: 'Verify Identity' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
  });
});

describe('Reset password page with a token', () => {
  it('lists the password requirements, ticking those met', async () => {
    const { user } = renderReset(VALID_LOOKING_TOKEN);
    const requirements = screen.getByRole('list', { name: 'Password requirements' });

    await user.type(newPassword(), 'abcdef');

    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✓ Minimum 6 characters (met)',
      '• Include a number or special character',
      '• Not a previously used password',
    ]);
  });

  it('checks the fields with the reset screen messages', async () => {
    const { user } = renderReset(VALID_LOOKING_TOKEN);

    await user.click(resetButton());
    expect(newPassword()).toHaveAccessibleDescription('Password is required');
    expect(newPassword()).toHaveFocus();

    await user.type(newPassword(), 'abc');
    await user.click(resetButton());
    expect(newPassword()).toHaveAccessibleDescription('Password must be at least 6 characters');

    await user.type(newPassword(), 'def');
    await user.type(confirmPassword(), 'abcdeg');
    await user.click(resetButton());
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match');
  });

  it('shows a failure in a red banner with a link to ask for a new link', async () => {
    const { user } = renderReset(VALID_LOOKING_TOKEN);

    await user.type(newPassword(), 'kandy-1815');
    await user.type(confirmPassword(), 'kandy-1815');
    await user.click(resetButton());

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
    expect(within(banner).getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(resetButton()).toBeEnabled();
  });

  it('shows an error handed over in navigation state', () => {
    renderReset(VALID_LOOKING_TOKEN, { error: 'This link was already used.' });

    expect(screen.getByRole('alert')).toHaveTextContent('This link was already used.');
  });
});
