import { screen } from '@testing-library/react';
import ForgotPasswordPage from '../../client/src/features/auth/pages/ForgotPasswordPage';
import { unavailableServer } from './support/held-server';
import { renderRoute } from './support/render-route';

function renderForgot(api?: string) {
  return renderRoute({
    pages: { '/forgot-password': <ForgotPasswordPage /> },
    path: '/forgot-password',
    api,
  });
}

const emailInput = () => screen.getByLabelText('Email address');
const send = () => screen.getByRole('button', { name: 'Send reset link' });

describe('Forgot password page', () => {
  it('asks for a valid email address', async () => {
    const { user } = renderForgot();

    await user.click(send());
    expect(emailInput()).toHaveAccessibleDescription('Email address is required');

    await user.type(emailInput(), 'nimal@');
    await user.click(send());
    expect(emailInput()).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('opens the alternative-help panel and comes back from it', async () => {
    const { user } = renderForgot();

    await user.click(screen.getByRole('button', { name: "Can't access your email?" }));

    expect(screen.getByRole('heading', { name: "Can't access your email?" })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'hello@serendibtrails.lk' })).toBeVisible();
    expect(screen.getByRole('link', { name: '+94 77 123 4567' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'answer your security questions' })).toHaveAttribute(
      'href',
      '/security-questions',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(emailInput()).toBeVisible();
  });

  it('offers no alternative method when the error does not mention email', async () => {
    const { user } = renderForgot();

    await user.type(emailInput(), 'nimal@example.com');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
    expect(
      screen.queryByRole('button', { name: 'Try an alternative method' }),
    ).not.toBeInTheDocument();
  });

  it("offers 'Try an alternative method' when the error mentions email", async () => {
    const server = await unavailableServer();
    try {
      const { user } = renderForgot(server.url);
      await user.type(emailInput(), 'nimal@example.com');
      await user.click(send());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to send reset email. Please try again later.',
      );
      await user.click(screen.getByRole('button', { name: 'Try an alternative method' }));
      expect(screen.getByRole('heading', { name: "Can't access your email?" })).toBeVisible();
    } finally {
      await server.close();
    }
  });
});
