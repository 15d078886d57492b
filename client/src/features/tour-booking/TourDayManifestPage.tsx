import { isValidDate } from '@lanka-tours/shared/album-rules';
import { dayAfter } from '@lanka-tours/shared/company-days';
import { formatMoney } from '@lanka-tours/shared/money';
import { PAGE_ROUTES, tourDayPath } from '@lanka-tours/shared/site-routes';
import { useLingui } from '@lingui/react';
import { Link, useParams } from 'react-router-dom';
import { GuidesPageFrame } from '../../components/GuidesPageFrame';
import { LoadingSpinner } from '../../components/Spinner';
import { useTourDayManifestQuery } from '../../graphql/generated';
import { useLanguageName } from '../../lib/language-names';
import './tour-booking.css';
import { pickupLine } from './pickup-line';

/**
 * A day's manifest for the tour guides, to print: every party on tour that day with its guide,
 * the day of its tour, how many travel, how to reach them, their language, pickup and wishes,
 * and what is left to collect.
 */
export default function TourDayManifestPage() {
  const { i18n } = useLingui();
  const { date = '' } = useParams();
  const languageName = useLanguageName();
  const { data, loading, error } = useTourDayManifestQuery({
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
  const valid = isValidDate(date);
  const day = valid
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : date;
  const entries = data?.tourDayManifest;
  const travellers = entries?.reduce((sum, entry) => sum + entry.travellers, 0) ?? 0;

  return (
    <GuidesPageFrame
      title={i18n._('Manifest of {day}', { day })}
      bodyClassName="py-4 tour-manifest"
    >
      <nav className="d-flex flex-wrap gap-2 mb-3 no-print" aria-label={i18n._('Other days')}>
        <Link className="btn btn-outline-primary" to={PAGE_ROUTES.bookings}>
          {i18n._('All bookings')}
        </Link>
        {valid && (
          <>
            <Link className="btn btn-outline-primary" to={tourDayPath(dayAfter(date, -1))}>
              {i18n._('Day before')}
            </Link>
            <Link className="btn btn-outline-primary" to={tourDayPath(dayAfter(date, 1))}>
              {i18n._('Day after')}
            </Link>
          </>
        )}
        <button type="button" className="btn btn-primary ms-auto" onClick={() => window.print()}>
          {i18n._('Print')}
        </button>
      </nav>
      {!entries && loading && <LoadingSpinner label={i18n._('Loading the manifest...')} />}
      {error && !loading && (
        <div className="alert alert-danger" role="alert">
          {error.message}
        </div>
      )}
      {entries?.length === 0 && <p>{i18n._('No party is on tour this day.')}</p>}
      {entries && entries.length > 0 && (
        <>
          <p>
            {i18n._(
              '{parties, plural, one {# party} other {# parties}}, {travellers, plural, one {# traveller} other {# travellers}}',
              { parties: entries.length, travellers },
            )}
          </p>
          <div className="table-responsive" tabIndex={0}>
            <table className="table align-top">
              <caption className="visually-hidden">{i18n._('Manifest of {day}', { day })}</caption>
              <thead>
                <tr>
                  <th scope="col">{i18n._('Guide')}</th>
                  <th scope="col">{i18n._('Tour')}</th>
                  <th scope="col">{i18n._('Party')}</th>
                  <th scope="col">{i18n._('Travellers')}</th>
                  <th scope="col">{i18n._('Phone')}</th>
                  <th scope="col">{i18n._('Language')}</th>
                  <th scope="col">{i18n._('Pickup and wishes')}</th>
                  <th scope="col">{i18n._('To collect')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.reference}>
                    <td>{entry.guideName ?? '—'}</td>
                    <td>
                      {entry.tourTitle}
                      <br />
                      <span className="small">
                        {i18n._('Day {day} of {days}', {
                          day: entry.dayOfTour,
                          days: entry.tourDays,
                        })}{' '}
                        · <span className="text-nowrap">{entry.reference}</span>
                        {entry.status === 'held' && ` · ${i18n._('Deposit awaited')}`}
                      </span>
                    </td>
                    <td>
                      {entry.name}
                      <br />
                      <span className="small">{entry.email}</span>
                    </td>
                    <td>{entry.travellers}</td>
                    <td className="text-nowrap">{entry.phone}</td>
                    <td>{languageName(entry.guideLanguage ?? entry.language)}</td>
                    <td className="tour-manifest-notes">
                      {pickupLine(i18n, entry) && (
                        <strong className="d-block">{pickupLine(i18n, entry)}</strong>
                      )}
                      {entry.message || '—'}
                    </td>
                    <td className="text-nowrap">
                      {formatMoney(entry.total - entry.paid, entry.currency, i18n.locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </GuidesPageFrame>
  );
}
