import { screen, within } from '@testing-library/react';
import { render } from './support/english';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RegionTabs } from '../../client/src/features/home/components/RegionTabs';
import { seedSection } from '../support/seed-content';

function renderTabs() {
  render(
    <MemoryRouter>
      <RegionTabs {...seedSection('homeSection', 'regions')} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Region tabs', () => {
  it('shows the cultural region first, with its Explore Region link to the gallery', () => {
    renderTabs();

    expect(screen.getByRole('tab', { name: 'Cultural', selected: true })).toBeVisible();
    const panel = screen.getByRole('tabpanel', { name: 'Cultural' });
    expect(panel).toHaveTextContent('The Cultural Triangle');
    expect(
      within(panel).getByRole('link', { name: /^Explore Region\W+The Cultural Triangle$/ }),
    ).toHaveAttribute('href', '/gallery');
  });

  it('switches region on click', async () => {
    const user = renderTabs();

    await user.click(screen.getByRole('tab', { name: 'Beaches' }));

    expect(screen.getByRole('tabpanel', { name: 'Beaches' })).toHaveTextContent('Mirissa');
    expect(screen.queryByRole('tabpanel', { name: 'Cultural' })).not.toBeInTheDocument();
  });

  it('moves between regions with the arrow, Home and End keys', async () => {
    const user = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Cultural' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Wildlife', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cultural', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Wildlife', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Cultural', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel', { name: 'Hills' })).toHaveTextContent('Nuwara Eliya');
  });
});
