import { screen } from '@testing-library/react';
import { render } from './support/english';
import { renderRoute } from './support/render-route';
import userEvent from '@testing-library/user-event';
import { FeedbackCard } from '../../client/src/features/feedback/components/FeedbackCard';
import type { FeedbackCard_FeedbackFragment } from '../../client/src/graphql/generated';

const FEEDBACK: FeedbackCard_FeedbackFragment = {
  id: '5d0b1c1e-9f1a-4c55-8d5b-0d2f7e3a1b11',
  userId: 'author-1',
  fullName: 'Nimali Perera',
  email: 'nimali@example.com',
  rating: 4,
  comment: 'The train to Ella was the highlight.',
  location: 'Ella',
  createdAt: '2026-03-14T10:00:00.000Z',
  images: [
    {
      id: 'c1',
      url: '/media/c1/1280.webp',
      srcset: '/media/c1/320.webp 320w, /media/c1/1280.webp 1280w',
      width: 1280,
      height: 853,
    },
  ],
  reply: null,
  hidden: null,
  verified: null,
};

function renderCard(isAuthor: boolean) {
  const actions = { onEdit: jest.fn(), onDelete: jest.fn(), onPreview: jest.fn() };
  render(
    <FeedbackCard
      feedback={FEEDBACK}
      leaving={false}
      isAuthor={isAuthor}
      isGuide={false}
      {...actions}
    />,
  );
  return { user: userEvent.setup(), ...actions };
}

describe('Feedback card', () => {
  it('shows name, rating, comment, location, photos with srcset and the date', async () => {
    const { user, onPreview } = renderCard(false);

    expect(screen.getByRole('heading', { name: 'Nimali Perera' })).toBeVisible();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    expect(screen.getByText('The train to Ella was the highlight.')).toBeVisible();
    expect(screen.getByText('Ella')).toBeVisible();
    expect(screen.getByText('March 14, 2026')).toBeVisible();
    const photo = screen.getByRole('button', { name: 'View photo 1 from Nimali Perera' });
    expect(photo.querySelector('img')).toHaveAttribute('srcset', FEEDBACK.images[0].srcset);
    expect(photo.querySelector('img')).toHaveAttribute('sizes');
    await user.click(photo);
    expect(onPreview).toHaveBeenCalledWith(0);
  });

  it("shows the company's reply under the review, named by the brand, and says when the company hid it", () => {
    const replied = {
      ...FEEDBACK,
      reply: { text: 'Thank you, Nimali!', repliedAt: '2026-03-15T09:00:00.000Z' },
      hidden: { reason: null, hiddenAt: '2026-03-16T09:00:00.000Z' },
    };
    const card = (
      <FeedbackCard
        feedback={replied}
        leaving={false}
        isAuthor
        isGuide={false}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        onPreview={jest.fn()}
      />
    );
    renderRoute({ pages: { '/': card }, path: '/' });

    expect(screen.getByText('Reply from Serendib Trails')).toBeVisible();
    expect(screen.getByText('Thank you, Nimali!')).toBeVisible();
    expect(screen.getByText('March 15, 2026')).toBeVisible();
    expect(screen.getByText('Hidden from visitors by the company.')).toBeVisible();
  });

  it("marks a verified traveller's review with the tour and its month; no other", () => {
    const verified = {
      ...FEEDBACK,
      verified: { tourTitle: 'Highlights in 3 days', month: '2027-03' },
    };
    const card = (other: FeedbackCard_FeedbackFragment) => (
      <FeedbackCard
        feedback={other}
        leaving={false}
        isAuthor={false}
        isGuide={false}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        onPreview={jest.fn()}
      />
    );
    const { rerender } = render(card(verified));

    expect(screen.getByText('Verified traveller · Highlights in 3 days, March 2027')).toBeVisible();
    rerender(card(FEEDBACK));
    expect(screen.queryByText(/Verified traveller/)).not.toBeInTheDocument();
  });

  it('offers no menu to anyone but the author', () => {
    renderCard(false);

    expect(screen.queryByRole('button', { name: 'Feedback options' })).not.toBeInTheDocument();
  });

  it("toggles the author's menu, moves with the arrow keys and closes on Escape", async () => {
    const { user, onDelete } = renderCard(true);
    const toggle = screen.getByRole('button', { name: 'Feedback options' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(toggle);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(toggle);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
