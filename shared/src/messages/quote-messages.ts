import {
  QUOTE_DAYS_MAX,
  QUOTE_LINE_LABEL_MAX_LENGTH,
  QUOTE_LINES_MAX,
  QUOTE_ROUTE_MAX_LENGTH,
  QUOTE_TITLE_MAX_LENGTH,
  QUOTE_TRAVELLERS_MAX,
} from '../quote-limits';
import type { MessageDescriptor, MessagePairs } from './descriptor';

/** What a quote's form refuses, and why (shared/src/quote-rules.ts). */
export const QUOTE_MESSAGES = {
  titleRequired: /*i18n*/ { id: 'Give the tour a title.' },
  titleTooLong: /*i18n*/ {
    id: 'The title must be at most {max} characters.',
    values: { max: QUOTE_TITLE_MAX_LENGTH },
  },
  routeRequired: /*i18n*/ { id: 'Describe the route, or choose one of the tour plans.' },
  routeTooLong: /*i18n*/ {
    id: 'The route must be at most {max} characters.',
    values: { max: QUOTE_ROUTE_MAX_LENGTH },
  },
  planUnknown: /*i18n*/ { id: 'This tour plan is not offered any more: choose another.' },
  startDateInvalid: /*i18n*/ { id: 'The tour must start on a day after today.' },
  daysOutOfRange: /*i18n*/ {
    id: 'The tour lasts from 1 to {max} days.',
    values: { max: QUOTE_DAYS_MAX },
  },
  travellersOutOfRange: /*i18n*/ {
    id: 'A quote is for 1 to {max} travellers.',
    values: { max: QUOTE_TRAVELLERS_MAX },
  },
  guideRequired: /*i18n*/ { id: 'Choose the guide who leads the tour.' },
  languageInvalid: /*i18n*/ { id: "Choose the traveller's language." },
  linesRequired: /*i18n*/ { id: 'Add at least one line with an amount.' },
  linesTooMany: /*i18n*/ {
    id: 'A quote has at most {max} lines.',
    values: { max: QUOTE_LINES_MAX },
  },
  lineLabelInvalid: /*i18n*/ {
    id: 'Each line needs a description of at most {max} characters.',
    values: { max: QUOTE_LINE_LABEL_MAX_LENGTH },
  },
  lineAmountInvalid: /*i18n*/ { id: 'Each line needs an amount from 0 to 100,000 dollars.' },
  totalZero: /*i18n*/ { id: 'The total must be more than nothing.' },
  depositOutOfRange: /*i18n*/ { id: 'The deposit must be from 0 to the total.' },
  validUntilInvalid: /*i18n*/ {
    id: 'A quote is valid from today until at most the first day of the tour.',
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * This domain's English messages beside their descriptors: none, as its rules answer with the
 * descriptors themselves (the client loads the table with every domain's catalog).
 */
export const MESSAGE_PAIRS: MessagePairs = [];
