import { formatMoney } from '@lanka-tours/shared/money';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { MessagePage, PageHeader } from '../../components/PageHeader';
import { LoadingSpinner } from '../../components/Spinner';
import type { QuotePage_QuoteFragment } from '../../graphql/requests.generated';
import { serverMessage } from '../../lib/server-errors';
import { usePageTitle } from '../../lib/usePageTitle';
import { useQuote } from './useQuote';
import '../../styles/price-lines.css';
import './quotes.css';

/** A quote by the link its traveller was emailed: the tour, its price, and accepting it. */
export default function QuotePage() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Your quote'));
  const { token = '' } = useParams();
  const { loaded, accept } = useQuote(token);

  if (!loaded) return <LoadingSpinner label={i18n._('Loading your quote...')} />;
  if ('refused' in loaded) {
    return (
      <MessagePage eyebrow={i18n._('Your quote')} title={i18n._('This quote cannot be accepted')}>
        <p>{loaded.refused}</p>
      </MessagePage>
    );
  }
  const { quote } = loaded;
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Your quote')}
        title={quote.title}
        lead={quote.enquiryReference}
      />
      <div className="container py-5">
        <section className="form-card mx-auto tour-managed" aria-label={i18n._('Your quote')}>
          <p>{i18n._('Dear {name},', { name: quote.name })}</p>
          {quote.route && <p className="quote-route">{quote.route}</p>}
          <QuoteLines quote={quote} />
          {quote.manageUrl ? (
            <>
              <p className="fw-bold" role="status">
                {i18n._('You have accepted this quote.')}
              </p>
              <a className="btn btn-brand" href={quote.manageUrl}>
                {i18n._('Open your booking')}
              </a>
            </>
          ) : (
            <AcceptQuote quote={quote} onAccept={accept} />
          )}
        </section>
      </div>
    </>
  );
}

function AcceptQuote(props: { quote: QuotePage_QuoteFragment; onAccept: () => Promise<void> }) {
  const { quote, onAccept } = props;
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onAccept();
    } catch (error) {
      setFailure(serverMessage(error) ?? i18n._('Network Error'));
      setBusy(false);
    }
  };
  return (
    <>
      {failure && <FormAlert type="error">{failure}</FormAlert>}
      <p>
        {i18n._('This quote can be accepted until {date}. Accepting it books your guide.', {
          date: day.format(new Date(`${quote.validUntil}T00:00:00Z`)),
        })}
      </p>
      <SubmitButton
        busy={busy}
        busyLabel={i18n._('Booking your guide...')}
        className="btn btn-brand btn-lg"
        onClick={() => void accept()}
      >
        {i18n._('Accept and pay the deposit of {amount}', {
          amount: formatMoney(quote.deposit, quote.currency, i18n.locale),
        })}
      </SubmitButton>
    </>
  );
}

function QuoteLines({ quote }: { quote: QuotePage_QuoteFragment }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(cents, quote.currency, i18n.locale);
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dayOf = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  const lines: [string, string, string?][] = [
    [i18n._('Dates'), `${dayOf(quote.startDate)} – ${dayOf(quote.endDate)}`, 'tour-price-dates'],
    [i18n._('Travellers'), String(quote.travellers)],
    [i18n._('Your guide'), quote.guideName],
    ...quote.lines.map(({ label, amount }): [string, string] => [label, money(amount)]),
    [i18n._('Total'), money(quote.total), 'tour-price-total'],
    [i18n._('Deposit to book'), money(quote.deposit)],
    [i18n._('Balance, due by {date}', { date: dayOf(quote.balanceDueOn) }), money(quote.balance)],
  ];
  return (
    <dl className="tour-price-lines">
      {lines.map(([label, value, modifier]) => (
        <div key={label} className={`tour-price-line ${modifier ?? ''}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
