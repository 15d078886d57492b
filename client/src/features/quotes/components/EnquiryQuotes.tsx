import { formatMoney } from '@lanka-tours/shared/money';
import { longCalendarDate } from '@lanka-tours/shared/long-dates';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { EnquiryQuotes_QuoteFragment } from '../../../graphql/generated';
import { QuoteForm } from './QuoteForm';

const STATUS_LABELS: Record<string, string> = {
  open: /*i18n*/ 'Open',
  expired: /*i18n*/ 'Expired',
  superseded: /*i18n*/ 'Superseded',
  accepted: /*i18n*/ 'Accepted',
};

interface EnquiryQuotesProps {
  enquiry: { id: string; tourDate: string; groupSize: string; language: string };
  quotes: EnquiryQuotes_QuoteFragment[];
}

/** An enquiry's quotes, the newest first, and the form to write one or revise the last. */
export function EnquiryQuotes({ enquiry, quotes }: EnquiryQuotesProps) {
  const { i18n } = useLingui();
  const [writing, setWriting] = useState(false);
  const [latest] = quotes;
  const day = (iso: string) => longCalendarDate(iso, i18n.locale);
  return (
    <section className="mt-3" aria-label={i18n._('Quotes')}>
      {quotes.length > 0 && (
        <ul className="list-unstyled mb-2">
          {quotes.map((quote) => (
            <li key={quote.id} className="mb-1">
              <strong>
                {i18n._('Quote {number}', { number: quote.number })} ·{' '}
                {i18n._(STATUS_LABELS[quote.status])}
              </strong>{' '}
              · {quote.title} · {formatMoney(quote.total, quote.currency, i18n.locale)} ·{' '}
              {i18n._('valid until {date}', { date: day(quote.validUntil) })}
              {quote.bookingReference && <> · {quote.bookingReference}</>}
              {quote.emailPreviewUrl && (
                <>
                  {' '}
                  ·{' '}
                  <a href={quote.emailPreviewUrl} target="_blank" rel="noreferrer">
                    {i18n._('See the email of quote {number}', { number: quote.number })}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {!writing && (
        <button type="button" className="btn btn-outline-primary" onClick={() => setWriting(true)}>
          {latest ? i18n._('Revise the quote') : i18n._('Write a quote')}
        </button>
      )}
      {writing && (
        <QuoteForm
          enquiryId={enquiry.id}
          tourDate={enquiry.tourDate}
          groupSize={enquiry.groupSize}
          language={enquiry.language}
          latest={latest}
          onSent={() => setWriting(false)}
        />
      )}
    </section>
  );
}
