import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import type { TourOption } from '../itinerary';

/** The way to a tour's own page, where its free days are shown and it is booked. */
export function CheckDatesLink({ option, className }: { option: TourOption; className: string }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={`/tours/${option.id}`}
      className={className}
      aria-label={i18n._('Check dates & book: {title}', { title: option.title })}
    >
      {i18n._('Check dates & book')}
    </Link>
  );
}
