import { COUNTRIES } from '@lanka-tours/shared/countries';
import { screen, within } from '@testing-library/react';
import RegisterPage from '../../client/src/features/auth/pages/RegisterPage';
import { renderRoute } from './support/render-route';

function renderRegister() {
  return renderRoute({ pages: { '/register': <RegisterPage /> }, path: '/register' });
}

const nameInput = () => screen.getByLabelText('Full name');
const emailInput = () => screen.getByLabelText('Email address');
const countrySelect = () => screen.getByRole('combobox', { name: 'Country' });
const passwordInput = () => screen.getByLabelText('Password');
const confirmInput = () => screen.getByLabelText('Confirm password');
const createAccount = () => screen.getByRole('button', { name: 'Create account' });

describe('Register page', () => {
  it('asks for every field and puts the cursor on the name', async () => {
    const { user } = renderRegister();

    await user.click(createAccount());

    expect(nameInput()).toHaveAccessibleDescription('Name is required');
    expect(nameInput()).toHaveFocus();
    expect(emailInput()).toHaveAccessibleDescription('Email is required');
    expect(countrySelect()).toHaveAccessibleDescription('Please select your country');
    expect(passwordInput()).toHaveAccessibleDescription(
      'At least 6 characters. Password is required',
    );
    expect(confirmInput()).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a malformed email and a short password', async () => {
    const { user } = renderRegister();

    await user.type(nameInput(), 'Kamala Perera');
    await user.type(emailInput(), 'kamala.example.com');
    await user.selectOptions(countrySelect(), 'Australia');
    await user.type(passwordInput(), 'abc');
    await user.type(confirmInput(), 'abc');
    await user.click(createAccount());

    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(emailInput()).toHaveFocus();
    expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    const { user } = renderRegister();

    await user.type(passwordInput(), 'secret1');
    await user.type(confirmInput(), 'secret2');
    await user.click(createAccount());

    expect(confirmInput()).toHaveAccessibleDescription('Passwords do not match');
    expect(confirmInput()).toBeInvalid();
  });

  it("clears a field's message as soon as that field is edited", async () => {
    const { user } = renderRegister();
    await user.click(createAccount());

    await user.selectOptions(countrySelect(), 'Japan');
    await user.type(nameInput(), 'K');

    expect(screen.queryByText('Please select your country')).not.toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeVisible();
  });

  it('offers every country after a "Select your country" prompt', () => {
    renderRegister();

    const options = within(countrySelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select your country',
      ...COUNTRIES,
    ]);
    expect(countrySelect()).toHaveDisplayValue('Select your country');
  });

  it('says the server is not responding when it cannot be reached', async () => {
    const { user } = renderRegister();

    await user.type(nameInput(), 'Kamala Perera');
    await user.type(emailInput(), 'kamala@example.com');
    await user.selectOptions(countrySelect(), 'Sweden');
    await user.type(passwordInput(), 'secret1');
    await user.type(confirmInput(), 'secret1');
    await user.click(createAccount());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server not responding. Please check your connection and try again.',
    );
    expect(createAccount()).toBeEnabled();
    expect(nameInput()).toHaveValue('Kamala Perera');
  });

  it('links back to sign-in', () => {
    renderRegister();

    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
