import { useLingui } from '@lingui/react';
import { useHydrated } from '../../../lib/useHydrated';
import { weeksOf, WEEK_DAYS, type Month } from '../month-grid';
import { MonthSwitch } from './MonthSwitch';
import type { MonthAvailability } from '../useTourAvailability';

interface StartDayCalendarProps {
  month: Month;
  /** The first month that can be shown: this one. */
  firstMonth: Month;
  onMonth: (month: Month) => void;
  availability: MonthAvailability;
  selected: string;
  onSelect: (day: string) => void;
  error?: string;
}

const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A month of start days: the free ones can be chosen, the others are shown as taken. The server
 * renders its place only: which month is this one, and which days are free, the browser asks
 * (a page rendered one month may be sent the next).
 */
export function StartDayCalendar(props: StartDayCalendarProps) {
  const { i18n } = useLingui();
  if (!useHydrated()) {
    return (
      <fieldset className="tour-calendar tour-calendar-waiting" aria-busy="true">
        <legend className="form-label fs-6">{i18n._('First day of the tour')}</legend>
        <p className="text-body-secondary">{i18n._('Loading the free days...')}</p>
      </fieldset>
    );
  }
  return <MonthOfStartDays {...props} />;
}

function MonthOfStartDays(props: StartDayCalendarProps) {
  const { month, firstMonth, onMonth, availability, selected, onSelect, error } = props;
  const { i18n } = useLingui();
  const weekday = format(i18n.locale, { weekday: 'short' });
  const weekdayLong = format(i18n.locale, { weekday: 'long' });
  const longDay = format(i18n.locale, { dateStyle: 'full' });
  const loading = !availability.free && !availability.failed;

  return (
    <fieldset className="tour-calendar" aria-describedby={error ? 'tour-start-error' : undefined}>
      <legend className="form-label fs-6">{i18n._('First day of the tour')}</legend>
      <MonthSwitch month={month} onMonth={onMonth} firstMonth={firstMonth} />
      <table className="tour-calendar-grid" aria-busy={loading}>
        <thead>
          <tr>
            {WEEK_DAYS.map((day) => (
              <th key={day} scope="col" abbr={weekdayLong.format(utc(day))}>
                {weekday.format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={week.find(Boolean) ?? index}>
              {week.map((day, column) => (
                <td key={day ?? `${index}-${column}`}>
                  {day && (
                    <button
                      type="button"
                      className="tour-calendar-day"
                      disabled={!availability.free?.get(day)}
                      aria-pressed={day === selected}
                      aria-label={
                        availability.free?.get(day)
                          ? i18n._('{day}: free', { day: longDay.format(utc(day)) })
                          : i18n._('{day}: not available', { day: longDay.format(utc(day)) })
                      }
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {availability.failed && (
        <p className="text-danger small mb-0" role="alert">
          {i18n._('The free days could not be loaded. Please check your connection.')}
        </p>
      )}
      {error && (
        <div id="tour-start-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
