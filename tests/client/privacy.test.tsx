import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Footer } from '../../client/src/app/layout/Footer';
import RegisterPage from '../../client/src/features/auth/pages/RegisterPage';
import { BookingForm } from '../../client/src/features/booking';
import FreeContentPage from '../../client/src/features/privacy/FreeContentPage';
import PrivacyPage from '../../client/src/features/privacy/PrivacyPage';
import { SEED_BRAND } from '../support/seed-content';
import { renderRoute } from './support/render-route';

test.each([
  ['/terms', 'Terms of Service', ['Requests and bookings', 'Changes and cancellation']],
  ['/imprint', 'Imprint', ['The company', 'Responsible for the content']],
])('%s shows the published page of that slug', (path, title, headings) => {
  renderRoute({ pages: { [path]: <FreeContentPage /> }, path });

  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  for (const heading of headings) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
});

test('the privacy notice says what is kept, why, for how long and whom to ask', () => {
  renderRoute({ pages: { '/privacy': <PrivacyPage /> }, path: '/privacy' });

  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
  for (const heading of [
    'Who we are',
    'What we keep and why',
    'How long we keep it',
    'Your rights',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(
    screen.getByText(
      /your name, email, phone number and message are erased 24 months after the tour date/,
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/Download My Data gives you your account/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'hello@serendibtrails.lk' })).toHaveAttribute(
    'href',
    'mailto:hello@serendibtrails.lk',
  );
});

test.each<[string, string, ReactElement, string]>([
  ['the footer', '/', <Footer key="footer" brand={SEED_BRAND} />, 'Privacy Notice'],
  ['the booking form', '/contact', <BookingForm key="booking" />, 'Read our privacy notice'],
  ['the register form', '/register', <RegisterPage key="register" />, 'Read our privacy notice'],
])('%s links to the privacy notice', async (_where, path, element, linkName) => {
  const { user } = renderRoute({ pages: { [path]: element }, path });

  await user.click(screen.getByRole('link', { name: linkName }));

  expect(await screen.findByRole('heading', { name: 'Page at /privacy' })).toBeInTheDocument();
});

test.each([
  ['Terms of Service', '/terms'],
  ['Imprint', '/imprint'],
])('the footer links to the %s', async (linkName, target) => {
  const { user } = renderRoute({
    pages: { '/': <Footer brand={SEED_BRAND} /> },
    path: '/',
  });

  await user.click(screen.getByRole('link', { name: linkName }));

  expect(await screen.findByRole('heading', { name: `Page at ${target}` })).toBeInTheDocument();
});
