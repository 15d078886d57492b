import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../../client/src/app/session/AuthProvider';
import LoginPage from '../../client/src/features/auth/pages/LoginPage';
import { AppData } from './support/render-route';

const signInPage = () => (
  <AppData>
    <MemoryRouter initialEntries={['/login']}>
      <AuthProvider>
        <LoginPage />
      </AuthProvider>
    </MemoryRouter>
  </AppData>
);

/** The page as the build prerenders it, then hydrated in this browser, as a visitor gets it. */
async function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(signInPage());
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, signInPage());
  });
  return container;
}

describe('Sign in page, prerendered', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    document.body.replaceChildren();
  });

  it('holds no remembered email in its markup, whatever this browser remembers', () => {
    localStorage.setItem('rememberEmail', 'nimal@example.com');

    expect(renderToString(signInPage())).not.toContain('nimal@example.com');
  });

  it('shows the remembered email with Remember me ticked once hydrated, without a mismatch', async () => {
    localStorage.setItem('rememberEmail', 'nimal@example.com');

    await hydratePrerendered();

    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stays empty with Remember me unticked when nothing is remembered', async () => {
    await hydratePrerendered();

    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
