import { act, screen, within } from '@testing-library/react';
import { render } from './support/english';
import userEvent from '@testing-library/user-event';
import { FaqSection } from '../../client/src/features/contact/components/FaqSection';
import { seedDocuments } from '../support/seed-content';

const FAQ_ITEMS = seedDocuments('faqItem');

const question = (text: string) => screen.getByRole('button', { name: text });
/** The answers a reader can see: each is a region named by its question. */
const openAnswers = () =>
  within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).queryAllByRole(
    'region',
  );

describe('FAQ accordion', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows every answer until it starts, 500 ms after it appears, then none', () => {
    render(<FaqSection items={FAQ_ITEMS} />);
    expect(openAnswers()).toHaveLength(FAQ_ITEMS.length);

    act(() => jest.advanceTimersByTime(499));
    expect(openAnswers()).toHaveLength(FAQ_ITEMS.length);
    act(() => jest.advanceTimersByTime(1));

    expect(openAnswers()).toHaveLength(0);
    for (const item of FAQ_ITEMS) {
      expect(question(item.question)).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('keeps at most one answer open, and closes the open one when its question is clicked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<FaqSection items={FAQ_ITEMS} />);
    act(() => jest.advanceTimersByTime(500));
    const [first, second] = FAQ_ITEMS;

    await user.click(question(first.question));
    expect(openAnswers()).toHaveLength(1);
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);

    await user.click(question(second.question));
    expect(openAnswers()).toHaveLength(1);
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');

    await user.click(question(second.question));
    expect(openAnswers()).toHaveLength(0);
  });

  it('lets a keyboard user open an answer', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<FaqSection items={FAQ_ITEMS} />);
    act(() => jest.advanceTimersByTime(500));

    await user.tab();
    expect(question(FAQ_ITEMS[0].question)).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(question(FAQ_ITEMS[0].question)).toHaveAttribute('aria-expanded', 'true');
  });
});
