import { companyToday, dayAfter, daysBetween } from '@lanka-tours/shared/company-days';
import { QUOTE_VALID_DAYS_DEFAULT } from '@lanka-tours/shared/quote-limits';
import type { QuoteDraft } from '@lanka-tours/shared/quote-rules';
import { MINOR_UNITS, toMinorUnits } from '@lanka-tours/shared/tour-prices';
import type { EnquiryQuotes_QuoteFragment } from '../../graphql/generated';

/** A price line as the form holds it: the amount as typed, in dollars. */
export interface LineFields {
  label: string;
  amount: string;
}

/** The quote form's fields as typed: numbers and amounts are text until sent. */
export interface QuoteFields {
  planId: string;
  title: string;
  route: string;
  startDate: string;
  days: string;
  travellers: string;
  guideId: string;
  language: string;
  lines: LineFields[];
  deposit: string;
  validUntil: string;
}

/** What the form starts from: the enquiry it answers, and the quote it revises, if any. */
export interface QuoteStart {
  tourDate: string;
  groupSize: string;
  language: string;
  latest?: EnquiryQuotes_QuoteFragment;
}

const dollars = (cents: number) => String(cents / MINOR_UNITS);
/** A typed amount in cents; what is not a number is NaN, which the rules refuse. */
const cents = (typed: string) => (typed.trim() ? toMinorUnits(Number(typed)) : Number.NaN);
const whole = (typed: string) => (typed.trim() ? Number(typed) : Number.NaN);

/** The form's first values: the quote revised, or the enquiry's day, party and language. */
export function startingFields({ tourDate, groupSize, language, latest }: QuoteStart): QuoteFields {
  if (latest) {
    return {
      planId: latest.planId ?? '',
      title: latest.title,
      route: latest.route,
      startDate: latest.startDate,
      days: String(latest.days),
      travellers: String(latest.travellers),
      guideId: latest.guideId ?? '',
      language: latest.language,
      lines: latest.lines.map(({ label, amount }) => ({ label, amount: dollars(amount) })),
      deposit: dollars(latest.deposit),
      validUntil: validUntilFor(latest.startDate),
    };
  }
  return {
    planId: '',
    title: '',
    route: '',
    startDate: tourDate,
    days: '',
    travellers: String(Number.parseInt(groupSize, 10) || ''),
    guideId: '',
    language,
    lines: [{ label: '', amount: '' }],
    deposit: '',
    validUntil: validUntilFor(tourDate),
  };
}

/** A fortnight from today, or the day before the tour when that comes sooner. */
function validUntilFor(startDate: string): string {
  const today = companyToday();
  const usual = dayAfter(today, QUOTE_VALID_DAYS_DEFAULT);
  const lastBefore = dayAfter(startDate, -1);
  return daysBetween(lastBefore, usual) > 0 && daysBetween(today, lastBefore) >= 0
    ? lastBefore
    : usual;
}

/** The fields as the server takes them: amounts in cents. */
export function draftOf(fields: QuoteFields): QuoteDraft {
  return {
    planId: fields.planId || null,
    title: fields.title,
    route: fields.route,
    startDate: fields.startDate,
    days: whole(fields.days),
    travellers: whole(fields.travellers),
    guideId: fields.guideId,
    language: fields.language,
    lines: fields.lines.map(({ label, amount }) => ({ label, amount: cents(amount) })),
    deposit: cents(fields.deposit),
    validUntil: fields.validUntil,
  };
}
