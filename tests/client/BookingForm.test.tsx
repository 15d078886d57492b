import { screen } from '@testing-library/react';
import { BookingForm } from '../../client/src/features/booking';
import { heldServer } from './support/held-server';
import { renderRoute } from './support/render-route';

function renderForm(api?: string) {
  return renderRoute({ pages: { '/contact': <BookingForm /> }, path: '/contact', api });
}

const form = () => screen.getByRole('form', { name: 'Request Your Guide' });
const send = () => screen.getByRole('button', { name: 'Send Request' });

/** The specification's messages (section 5), under each control. */
const MESSAGES: [string, string][] = [
  ['Full name', 'Please provide your name.'],
  ['Email', 'Please provide a valid email.'],
  ['Phone (with country code)', 'Please provide your phone number.'],
  ['Tour date', 'Please select a valid date.'],
  ['Group size', 'Please select your group size.'],
  ['Tour duration', 'Please select your tour duration.'],
  ['Destination', 'Please select a destination.'],
];

function isoDay(offsetDays: number): string {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

async function fillValidForm(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Anura Perera');
  await user.type(screen.getByLabelText('Email'), 'anura@example.com');
  await user.type(screen.getByLabelText('Phone (with country code)'), '+94 77 123 4567');
  await user.type(screen.getByLabelText('Tour date'), isoDay(7));
  await user.selectOptions(screen.getByLabelText('Group size'), '3-5');
  await user.selectOptions(screen.getByLabelText('Tour duration'), '4-7 days');
  await user.selectOptions(screen.getByLabelText('Destination'), 'Galle Fort');
}

describe('Booking form', () => {
  it("stops an empty form with the browser's check and shows every message", async () => {
    const { user } = renderForm();

    await user.click(send());

    expect(form()).toHaveClass('was-validated');
    for (const [label, message] of MESSAGES) {
      const control = screen.getByLabelText(label);
      expect(control).toBeInvalid();
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Message (optional)')).toBeValid();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("offers the specification's choices and no date before today", () => {
    renderForm();

    const options = (label: string) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options, (o) => o.text);
    expect(options('Group size')).toEqual(['Select group size', '1-2', '3-5', '6-10', '11+']);
    expect(options('Tour duration')).toEqual([
      'Select duration',
      '1 day',
      '2-3 days',
      '4-7 days',
      '8-13 days',
      '14+ days',
    ]);
    expect(options('Destination')).toHaveLength(18);
    expect(options('Destination')).toContain('Kandy - Temple of the Tooth');
    expect(screen.getByLabelText('Tour date')).toHaveAttribute('min', isoDay(0));
  });

  it('refuses a date in the past and clears a message once the field is right', async () => {
    const { user } = renderForm();
    await fillValidForm(user);
    const date = screen.getByLabelText('Tour date');
    await user.clear(date);
    await user.type(date, isoDay(-1));

    await user.click(send());

    expect(date).toHaveAccessibleDescription('Please select a valid date.');
    await user.clear(date);
    await user.type(date, isoDay(1));
    expect(date).toBeValid();
    expect(date).not.toHaveAttribute('aria-invalid');
  });

  it("says 'Network Error' in the banner when the server cannot be reached", async () => {
    const { user } = renderForm();
    await fillValidForm(user);

    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending request: Network Error. Please try again or contact us directly.',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Anura Perera');
  });

  it("reads 'Sending...' and cannot be pressed while the request runs", async () => {
    const server = await heldServer();
    try {
      const { user } = renderForm(server.url);
      await fillValidForm(user);

      await user.click(send());
      const busy = await screen.findByRole('button', { name: 'Sending...' });
      expect(busy).toBeDisabled();
      server.release();

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error sending request: Unknown error. Please try again or contact us directly.',
      );
      expect(send()).toBeEnabled();
    } finally {
      await server.close();
    }
  });
});
