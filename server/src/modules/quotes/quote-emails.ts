import { i18nFor } from '../../common/i18n';
import { inertText, renderEmail, type EmailContent, type MailMessage } from '../mail';
import { writer } from '../tour-bookings';
import type { Quote } from './quote';

/** A quote's lines and terms, as its email and the company's view list them. */
function quoteDetails(quote: Quote): [string, string][] {
  const i18n = i18nFor(quote.language);
  const write = writer(quote.language);
  const money = (cents: number) => write.money(cents, quote.currency);
  return [
    [i18n._('Tour'), quote.title],
    [i18n._('First day'), write.day(quote.startDate)],
    [i18n._('Last day'), write.day(quote.endDate)],
    [i18n._('Travellers'), String(quote.travellers)],
    [i18n._('Your guide'), quote.guideName],
    ...quote.lines.map(({ label, amount }): [string, string] => [label, money(amount)]),
    [i18n._('Total'), money(quote.total)],
    [i18n._('Deposit to book'), money(quote.deposit)],
    [
      i18n._('Balance'),
      i18n._('{amount}, due on {date}', {
        amount: money(quote.balance),
        date: write.day(quote.balanceDueOn),
      }),
    ],
    [i18n._('Valid until'), write.day(quote.validUntil)],
  ];
}

/**
 * To the traveller, in their language: the tour a guide put together for their enquiry, its
 * price line by line, and the link to accept it and pay the deposit. A revision is a new quote.
 */
export function quoteEmail(
  quote: Quote,
  to: { email: string; page: string },
  settings: { businessEmail: string; siteUrl: string },
): MailMessage {
  const i18n = i18nFor(quote.language);
  const until = writer(quote.language).day(quote.validUntil);
  const intro =
    quote.number > 1
      ? i18n._(
          'Here is our revised quote for your enquiry {reference}; it replaces the earlier one.',
          {
            reference: quote.enquiryReference,
          },
        )
      : i18n._(
          'Thank you for your enquiry {reference}. Here is the tour we put together for you.',
          {
            reference: quote.enquiryReference,
          },
        );
  const content: EmailContent = {
    preheader: intro,
    heading: i18n._('Your tour quote: {title}', { title: quote.title }),
    paragraphs: [
      i18n._('Dear {name},', { name: inertText(quote.name) }),
      intro,
      ...(quote.route.trim() ? [quote.route.trim()] : []),
    ],
    details: quoteDetails(quote),
    action: { label: i18n._('See and accept the quote'), page: to.page },
    footnotes: [
      i18n._('The quote can be accepted until {date}: accepting it books your guide.', {
        date: until,
      }),
      i18n._('Reply to this email with any question.'),
    ],
  };
  return {
    kind: 'tour-quote',
    to: { address: to.email, name: quote.name },
    replyTo: settings.businessEmail,
    subject: i18n._('Your quote for {title} ({reference})', {
      title: quote.title,
      reference: quote.enquiryReference,
    }),
    ...renderEmail(content, { siteUrl: settings.siteUrl, language: quote.language }),
  };
}
