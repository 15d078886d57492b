import { screen } from '@testing-library/react';
import { DeleteAccountDialog } from '../../client/src/features/account/components/DeleteAccountDialog';
import { renderRoute } from './support/render-route';

const EMAIL = 'Nimal.Perera@example.com';

function renderDialog() {
  return renderRoute({
    pages: { '/profile': <DeleteAccountDialog email={EMAIL} show onHide={() => undefined} /> },
    path: '/profile',
  });
}

const confirmation = () => screen.getByLabelText(`Type your email (${EMAIL}) to confirm`);
const deleteButton = () => screen.getByRole('button', { name: 'Delete Account' });

describe('Delete Account dialog', () => {
  it('enables deleting only when the typed text is the email exactly', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeVisible();
    expect(deleteButton()).toBeDisabled();

    await user.type(confirmation(), EMAIL.toLowerCase());
    expect(deleteButton()).toBeDisabled();
    expect(confirmation()).toHaveAccessibleDescription('Email confirmation does not match');

    await user.clear(confirmation());
    await user.type(confirmation(), EMAIL);
    expect(deleteButton()).toBeEnabled();
    expect(confirmation()).not.toHaveAttribute('aria-invalid');
  });

  it.each([` ${EMAIL}`, `${EMAIL} `])(
    'keeps deleting disabled for the email with a space around it (%j)',
    async (typed) => {
      const { user } = renderDialog();

      await user.type(confirmation(), typed);

      expect(deleteButton()).toBeDisabled();
      expect(confirmation()).toHaveAccessibleDescription('Email confirmation does not match');
    },
  );

  it('keeps the dialog open with the message when the server does not answer', async () => {
    const { user } = renderDialog();
    await user.type(confirmation(), EMAIL);

    await user.click(deleteButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Delete Account' })).toBeVisible();
  });
});
