import { I18nProvider } from '@lingui/react';
import { render as renderInDom, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { messages as german } from '@lanka-tours/shared/locales/de';
import { TourPlanDialog } from '../../client/src/features/services/components/TourPlanDialog';
import type { DayPlan } from '../../client/src/features/services/itinerary';
import { seedDocuments } from '../support/seed-content';
import { render, translatorIn } from './support/english';

const [threeDays] = seedDocuments('dayPlan').filter(({ days }) => days === 3);
const highlights = threeDays.options[0];

function dialogOf(plan: DayPlan, option: DayPlan['options'][number]) {
  return (
    <MemoryRouter>
      <TourPlanDialog chosen={{ plan, option }} onClose={() => undefined} />
    </MemoryRouter>
  );
}

test('a priced plan says what a traveller pays at least, per person', () => {
  render(dialogOf(threeDays, highlights));

  // 200 dollars a person, for a party of six to ten.
  expect(screen.getByText(/^From/).textContent).toBe('From $200 per person');
});

test('the price is written as the page’s language writes money', () => {
  renderInDom(
    <I18nProvider i18n={translatorIn('de', german)}>
      {dialogOf(threeDays, highlights)}
    </I18nProvider>,
  );

  // A German amount keeps its currency sign on its line: a no-break space between them.
  expect(screen.getByText(/^Ab/).textContent).toBe('Ab 200\u00a0$ pro Person');
});

test('a plan without prices names none: it is booked through the enquiry form', () => {
  render(dialogOf(threeDays, { ...highlights, prices: undefined }));

  expect(screen.getByRole('dialog')).toBeVisible();
  expect(screen.queryByText(/per person/)).toBeNull();
});
