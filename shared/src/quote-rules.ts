import { daysBetween } from './company-days';
import type { MessageDescriptor } from './messages/descriptor';
import { QUOTE_MESSAGES } from './messages/quote-messages';
import {
  QUOTE_DAYS_MAX,
  QUOTE_LINE_AMOUNT_MAX,
  QUOTE_LINE_LABEL_MAX_LENGTH,
  QUOTE_LINES_MAX,
  QUOTE_ROUTE_MAX_LENGTH,
  QUOTE_TITLE_MAX_LENGTH,
  QUOTE_TRAVELLERS_MAX,
} from './quote-limits';
import { SITE_LANGUAGES } from './site-languages';

export { QUOTE_MESSAGES };

/** One line of a quote's price: what it pays for, in cents. */
export interface QuoteLine {
  label: string;
  amount: number;
}

/** What a guide writes for an enquiry: a custom tour, its price and how long the offer stands. */
export interface QuoteDraft {
  /** The tour plan the route follows; null for a route written out in `route`. */
  planId: string | null;
  title: string;
  /** The route in the guide's words; may be empty when it follows a plan. */
  route: string;
  /** YYYY-MM-DD. */
  startDate: string;
  days: number;
  travellers: number;
  guideId: string;
  /** The traveller's language: the email's and the quote page's. */
  language: string;
  lines: QuoteLine[];
  /** In cents; paid to book, the rest before the tour. */
  deposit: number;
  /** YYYY-MM-DD: the last day the quote can be accepted. */
  validUntil: string;
}

/** What a quote costs: its lines added up, in cents. */
export function quoteTotal(lines: readonly QuoteLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const whole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

function lineProblem(lines: readonly QuoteLine[]): MessageDescriptor | undefined {
  if (lines.length === 0) return QUOTE_MESSAGES.linesRequired;
  if (lines.length > QUOTE_LINES_MAX) return QUOTE_MESSAGES.linesTooMany;
  for (const line of lines) {
    if (!line.label.trim() || line.label.length > QUOTE_LINE_LABEL_MAX_LENGTH) {
      return QUOTE_MESSAGES.lineLabelInvalid;
    }
    if (!whole(line.amount, 0, QUOTE_LINE_AMOUNT_MAX)) return QUOTE_MESSAGES.lineAmountInvalid;
  }
  if (quoteTotal(lines) === 0) return QUOTE_MESSAGES.totalZero;
  return undefined;
}

/** The problems of a quote by field; empty when it can be sent. `today` is the company's. */
export function quoteProblems(draft: QuoteDraft, today: string): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  const title = draft.title.trim();
  if (!title) problems.title = QUOTE_MESSAGES.titleRequired;
  else if (title.length > QUOTE_TITLE_MAX_LENGTH) problems.title = QUOTE_MESSAGES.titleTooLong;
  if (draft.route.length > QUOTE_ROUTE_MAX_LENGTH) problems.route = QUOTE_MESSAGES.routeTooLong;
  else if (!draft.planId && !draft.route.trim()) problems.route = QUOTE_MESSAGES.routeRequired;
  const starts = isDay(draft.startDate) && daysBetween(today, draft.startDate) > 0;
  if (!starts) problems.startDate = QUOTE_MESSAGES.startDateInvalid;
  if (!whole(draft.days, 1, QUOTE_DAYS_MAX)) problems.days = QUOTE_MESSAGES.daysOutOfRange;
  if (!whole(draft.travellers, 1, QUOTE_TRAVELLERS_MAX)) {
    problems.travellers = QUOTE_MESSAGES.travellersOutOfRange;
  }
  if (!draft.guideId.trim()) problems.guideId = QUOTE_MESSAGES.guideRequired;
  if (!(SITE_LANGUAGES as readonly string[]).includes(draft.language)) {
    problems.language = QUOTE_MESSAGES.languageInvalid;
  }
  const lines = lineProblem(draft.lines);
  if (lines) problems.lines = lines;
  else if (!whole(draft.deposit, 0, quoteTotal(draft.lines))) {
    problems.deposit = QUOTE_MESSAGES.depositOutOfRange;
  }
  const open =
    isDay(draft.validUntil) &&
    daysBetween(today, draft.validUntil) >= 0 &&
    (!starts || daysBetween(draft.validUntil, draft.startDate) >= 0);
  if (!open) problems.validUntil = QUOTE_MESSAGES.validUntilInvalid;
  return problems;
}
