import { screen, within } from '@testing-library/react';
import { render } from './support/english';
import userEvent from '@testing-library/user-event';
import { DestinationDialog } from '../../client/src/features/destinations/components/DestinationDialog';
import type { Destination } from '../../client/src/features/destinations/destination-list';
import { seedDocuments, seedSection } from '../support/seed-content';

const findDestination = (id: number) =>
  seedDocuments('destination').find((destination) => destination.id === id);
const { highlights } = seedSection('destinationsSection', 'simpleView');

const picture = (src: string, alt: string) => ({ src, alt, width: 800, height: 500 });

const ELLA_LIKE: Destination = {
  id: 900,
  name: 'Test Valley',
  image: picture('/media/5d0c1c2e-8f4b-4c36-9d4a-2f0f6a1d3b7e/1600.webp', 'Tea on the slopes'),
  description: 'A valley.',
  location: 'Uva Province',
  category: 'Adventure',
  featured: false,
  coordinates: { lat: 6.9, lon: 81.05 },
  fullDetails: {
    subtitle: 'Hills and trains',
    locationDetails: 'Badulla District',
    fullDescription:
      'First paragraph.\n\nSecond paragraph,\nwith a line break.\n  \nThird paragraph.',
    attractions: [
      {
        name: 'Bridge',
        description: 'Nine arches.',
        image: picture('/images/attractions/ella-nine-arch.svg', 'The bridge among the trees'),
      },
      {
        name: 'Peak',
        description: 'A short climb.',
        image: picture('/images/attractions/ella-rock.svg', 'The rock at dawn'),
      },
    ],
    activities: ['Train ride: Leave at 8:30 AM: sit on the right.', 'Relaxing by the pool'],
    practicalInfo: {
      bestTimeToVisit: 'January to April.',
      entranceFee: 'Free to walk.',
      timeNeeded: '2 days',
      tips: ['Bring a jacket.'],
      transportation: [{ type: 'By train', details: 'From Kandy.' }],
    },
    accommodation: 'Guesthouses.',
    conclusion: 'Come for the views.',
  },
};

function open(destination: Destination) {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(
    <DestinationDialog
      destination={destination}
      simpleViewHighlights={highlights}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: destination.name });
  return { user, onClose, dialog };
}

describe('Destination dialog', () => {
  it('renders the description as Markdown: paragraphs at blank lines, a line break within', () => {
    const { dialog } = open(ELLA_LIKE);
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByText('First paragraph.')).toBeInTheDocument();
    const second = within(panel).getByText(/^Second paragraph,/);
    expect(second.tagName).toBe('P');
    expect(second.innerHTML).toBe('Second paragraph,<br>with a line break.');
    expect(within(panel).getByText('Third paragraph.')).toBeInTheDocument();
  });

  it('shows the pictures with the alt text the guide gave, offering an upload’s narrower files', async () => {
    const { user, dialog } = open(ELLA_LIKE);
    const top = within(dialog).getByRole('img', { name: 'Tea on the slopes' });
    expect(top).toHaveAttribute('srcset', expect.stringContaining('/640.webp 640w'));
    expect(top).toHaveAttribute('sizes', expect.stringContaining('800px'));

    await user.click(within(dialog).getByRole('tab', { name: 'Attractions' }));
    expect(within(dialog).getByRole('img', { name: 'The bridge among the trees' })).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'The rock at dawn' })).toBeVisible();
  });

  it('numbers the attractions and splits each activity at its first colon', async () => {
    const { user, dialog } = open(ELLA_LIKE);
    await user.click(within(dialog).getByRole('tab', { name: 'Attractions' }));
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Bridge', '2. Peak']);

    await user.click(within(dialog).getByRole('tab', { name: 'Activities' }));
    const [train, pool] = within(dialog).getAllByRole('listitem');
    expect(within(train).getByText('Train ride:').tagName).toBe('STRONG');
    expect(train).toHaveTextContent('Train ride: Leave at 8:30 AM: sit on the right.');
    expect(pool.querySelector('strong')).toBeNull();
    expect(pool).toHaveTextContent('Relaxing by the pool');
    expect(within(dialog).getByRole('heading', { name: 'Why Visit' })).toBeInTheDocument();
    expect(within(dialog).getByText('Come for the views.')).toBeInTheDocument();
  });

  it('uses the destination’s own practical data when the company has no fixed text for it', async () => {
    const { user, dialog } = open(ELLA_LIKE);
    await user.click(within(dialog).getByRole('tab', { name: 'Practical Info' }));
    expect(within(dialog).getByText('January to April.')).toBeInTheDocument();
    expect(within(dialog).getByText('Free to walk.')).toBeInTheDocument();
    expect(within(dialog).getByText('Guesthouses.')).toBeInTheDocument();
  });

  it.each([
    [1, 'Foreign visitors: 30 USD. Sri Lankan citizens: 50 LKR.'],
    [2, 'Temple of the Sacred Tooth Relic: 1500 LKR for foreign visitors.'],
    [19, 'Pidurangala Temple: 500 LKR, paid at the temple at the foot of the rock.'],
    [20, 'Victoria Park: 300 LKR. Hakgala Botanical Garden: 1500 LKR. Tea factory tour: 250 LKR.'],
    [21, 'Pasikuda beach: free.'],
    [22, 'Pigeon Island National Park: 2500 LKR. Kanniya hot springs: 150 LKR.'],
  ])('shows the fixed entry fees for destination %i', async (id, fees) => {
    const { user, dialog } = open(findDestination(id)!);
    await user.click(within(dialog).getByRole('tab', { name: 'Practical Info' }));
    expect(within(dialog).getByText(fees)).toBeInTheDocument();
  });

  it('gives a destination without full details the short view with a Close button', async () => {
    const { user, onClose, dialog } = open(findDestination(18)!);
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Western Province')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Rated 4.4 out of 5')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'UNESCO World Heritage Site',
      'Stunning panoramic views',
      'Rich cultural history',
      'Unique natural formations',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
