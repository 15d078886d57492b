import { YouBadge } from '../../../components/YouBadge';
import { companyToday } from '@lanka-tours/shared/company-days';
import { tourDayPath } from '@lanka-tours/shared/site-routes';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/Spinner';
import { useGuidesMonthQuery, type GuidesMonthQuery } from '../../../graphql/generated';
import { daysOf } from '../month-grid';
import { MonthSwitch } from './MonthSwitch';

type Span = GuidesMonthQuery['guidesMonth'][number]['spans'][number];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The guides' month: a row per guide, a column per day, each day coloured by what keeps the guide
 * busy (a tour held, a tour booked, days off); a day's heading opens its manifest.
 */
export function GuidesMonth() {
  const { i18n } = useLingui();
  const [month, setMonth] = useState(() => companyToday().slice(0, 7));
  const { data, loading, error } = useGuidesMonthQuery({
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone: 'UTC' });
  const monthName = format({ month: 'long', year: 'numeric' }).format(utc(`${month}-01`));
  const longDay = format({ dateStyle: 'full' });
  const days = daysOf(month);
  const guides = data?.guidesMonth;

  /** What keeps a guide busy on a day, as a cell's class and the words a screen reader says. */
  function busy(spans: readonly Span[], day: string): { kind: string; label: string } | null {
    const span = spans.find(({ from, to }) => from <= day && day <= to);
    if (!span) return null;
    if (span.kind === 'day-off') return { kind: 'day-off', label: i18n._('Day off') };
    const label = i18n._(
      '{reference}: {title}, {count, plural, one {# traveller} other {# travellers}}',
      {
        reference: span.reference,
        title: span.tourTitle,
        count: span.travellers,
      },
    );
    return { kind: span.status === 'confirmed' ? 'confirmed' : 'held', label };
  }

  return (
    <section className="mb-5" aria-labelledby="guides-month-heading">
      <h2 id="guides-month-heading" className="h4">
        {i18n._("The guides' month")}
      </h2>
      <MonthSwitch month={month} onMonth={setMonth} className="guides-month-switch" />
      {!guides && loading && <LoadingSpinner label={i18n._("Loading the guides' month...")} />}
      {error && !loading && (
        <div className="alert alert-danger" role="alert">
          {i18n._("The guides' month could not be loaded. Please try again.")}
        </div>
      )}
      {guides?.length === 0 && <p>{i18n._('No guides yet: add them under Guides.')}</p>}
      {guides && guides.length > 0 && (
        <>
          <div className="table-responsive guides-month" tabIndex={0}>
            <table className="table table-sm mb-1">
              <caption className="visually-hidden">{monthName}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('Guide')}</th>
                  {days.map((day) => (
                    <th key={day} scope="col" className="guides-month-day">
                      <Link
                        to={tourDayPath(day)}
                        aria-label={i18n._('Manifest of {day}', { day: longDay.format(utc(day)) })}
                      >
                        {Number(day.slice(8))}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guides.map((guide) => (
                  <tr key={guide.id}>
                    <th scope="row" className="guides-month-guide">
                      {guide.name}
                      {guide.isYou && <YouBadge />}
                    </th>
                    {days.map((day) => {
                      const state = busy(guide.spans, day);
                      return (
                        <td
                          key={day}
                          className={state ? `guides-month-${state.kind}` : undefined}
                          title={state?.label}
                        >
                          {state && <span className="visually-hidden">{state.label}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="small guides-month-legend">
            <span className="guides-month-held" aria-hidden="true" />{' '}
            {i18n._('Held, awaiting the deposit')}
            <span className="guides-month-confirmed" aria-hidden="true" /> {i18n._('Confirmed')}
            <span className="guides-month-day-off" aria-hidden="true" /> {i18n._('Day off')}
          </p>
        </>
      )}
    </section>
  );
}
