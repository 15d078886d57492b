import { useLingui } from '@lingui/react';
import { addMonths, type Month } from '../month-grid';

interface MonthSwitchProps {
  month: Month;
  onMonth: (month: Month) => void;
  /** The first month that can be shown, when there is one. */
  firstMonth?: Month;
  className?: string;
}

/** ‹ December 2026 ›: the month shown, named in the page's language, and the way to its neighbours. */
export function MonthSwitch({ month, onMonth, firstMonth, className = '' }: MonthSwitchProps) {
  const { i18n } = useLingui();
  const name = new Intl.DateTimeFormat(i18n.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className={`tour-calendar-head ${className}`}>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMonth(addMonths(month, -1))}
        disabled={firstMonth !== undefined && month <= firstMonth}
        aria-label={i18n._('Previous month')}
      >
        ‹
      </button>
      <p className="tour-calendar-month" aria-live="polite">
        {name}
      </p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => onMonth(addMonths(month, 1))}
        aria-label={i18n._('Next month')}
      >
        ›
      </button>
    </div>
  );
}
