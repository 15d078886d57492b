import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from './support/english';
import { MemoryRouter } from 'react-router-dom';
import { FeedbackSection } from '../../client/src/features/home/components/FeedbackSection';
import { FeedbackForm } from '../../client/src/features/feedback/components/FeedbackForm';
import { useFeedbackDraft } from '../../client/src/features/feedback/useFeedbackDraft';
import { renderRoute } from './support/render-route';

/** The form with its real state hook, as the section drives it; submitting runs the checks. */
function SignedInForm() {
  const draft = useFeedbackDraft('Nimali Perera');
  return (
    <MemoryRouter>
      <FeedbackForm
        values={draft.values}
        errors={draft.errors}
        email="nimali@example.com"
        editing={false}
        message={null}
        progress={null}
        onChange={draft.change}
        onSubmit={() => draft.check()}
        onCancel={() => draft.reset()}
      />
    </MemoryRouter>
  );
}

function photos(count: number): File[] {
  return Array.from(
    { length: count },
    (_, i) => new File(['x'], `photo-${i}.jpg`, { type: 'image/jpeg' }),
  );
}

beforeAll(() => {
  // jsdom has no object URLs; the previews only need a distinct address per file.
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${(next += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

describe('Feedback section', () => {
  it('signed out, disables the form and links to the sign-in page', async () => {
    renderRoute({ pages: { '/': <FeedbackSection /> }, path: '/' });

    expect(screen.getByText('Loading feedback...')).toBeVisible();
    // The section's code arrives as the visitor nears it.
    expect(await screen.findByRole('heading', { name: 'Leave Your Feedback' })).toBeVisible();
    expect(screen.getByLabelText('Your feedback')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'What People Say' })).toBeVisible();
    expect(
      await screen.findByText('Failed to load feedback. Please try again later.'),
    ).toBeVisible();
  });

  it('counts the comment live against the 10-character minimum', async () => {
    const user = userEvent.setup();
    render(<SignedInForm />);

    expect(screen.getByText(/0 \/ 10 characters minimum/)).toHaveTextContent(
      '0 / 10 characters minimum (Need 10 more characters)',
    );
    await user.type(screen.getByLabelText('Your feedback'), 'Lovely');
    expect(screen.getByText(/6 \/ 10/)).toHaveTextContent('(Need 4 more characters)');
    await user.type(screen.getByLabelText('Your feedback'), ' tour');
    expect(screen.getByText(/11 \/ 10/)).toHaveTextContent(/^11 \/ 10 characters minimum$/);
  });

  it('shows the field messages of an incomplete form, and clears one as its field is edited', async () => {
    const user = userEvent.setup();
    render(<SignedInForm />);

    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(screen.getByText('Please provide a rating')).toBeVisible();
    expect(screen.getByLabelText('Your feedback')).toHaveAccessibleDescription(
      'Please share your feedback (minimum 10 characters)',
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Nimali Perera');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.queryByText('Please provide a rating')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
  });

  it('takes at most five photos: more alerts, and the add button is disabled at five', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    render(<SignedInForm />);
    const input = screen.getByTestId('feedback-photo-input');

    await user.upload(input, photos(3));
    expect(screen.getByRole('button', { name: 'Add Photos (3/5)' })).toBeEnabled();
    await user.upload(input, photos(3));

    expect(alert).toHaveBeenCalledWith('You can upload a maximum of 5 images');
    expect(screen.getAllByRole('img', { name: /Selected photo/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Add Photos (5/5)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add Photos (4/5)' })).toBeEnabled();
    alert.mockRestore();
  });
});
