import { screen } from '@testing-library/react';
import SecurityQuestionsPage from '../../client/src/features/auth/pages/SecurityQuestionsPage';
import { renderRoute } from './support/render-route';

function renderQuestions() {
  return renderRoute({
    pages: { '/security-questions': <SecurityQuestionsPage /> },
    path: '/security-questions',
  });
}

describe('Security questions page', () => {
  it('asks for the email first, then the three questions, with Back to Login on each step', async () => {
    const { user } = renderQuestions();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByLabelText('Email address'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: 'Answer Your Security Questions' })).toBeVisible();
    expect(screen.getByLabelText('What is your favourite city in Sri Lanka?')).toBeVisible();
    expect(screen.getByLabelText('In which year were you born?')).toBeVisible();
    expect(screen.getByLabelText('What was the name of your first pet?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });

  it('shows no expected answer, and goes back to the email entry with the email kept', async () => {
    const { user } = renderQuestions();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(document.body).not.toHaveTextContent(/expected|hint|answer is/i);
    await user.click(screen.getByRole('button', { name: 'Back to Email Entry' }));

    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.com');
  });

  it('answers blank answers with the one message for wrong answers', async () => {
    const { user } = renderQuestions();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.type(screen.getByLabelText('What is your favourite city in Sri Lanka?'), 'Kandy');
    await user.click(screen.getByRole('button', { name: 'Verify Answers' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'One or more answers are incorrect. Please try again.',
    );
  });
});
