import { lazy } from 'react';

export { BookingForm } from './BookingForm';
export { useFormTicket } from './useFormTicket';

/**
 * A member's own requests, for the profile: in a chunk of their own, so that the pages with the
 * booking form carry neither their code nor their styles.
 */
export const MyRequests = lazy(() =>
  import('./MyRequests').then(({ MyRequests }) => ({ default: MyRequests })),
);
