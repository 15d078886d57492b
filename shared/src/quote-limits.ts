/** How much a quote may hold: a custom tour's route, its price lines and its terms. */
export const QUOTE_TITLE_MAX_LENGTH = 120;
export const QUOTE_ROUTE_MAX_LENGTH = 4000;
export const QUOTE_DAYS_MAX = 30;
export const QUOTE_TRAVELLERS_MAX = 40;
export const QUOTE_LINES_MAX = 20;
export const QUOTE_LINE_LABEL_MAX_LENGTH = 120;
/** A line's amount in cents: at most 100,000 US dollars. */
export const QUOTE_LINE_AMOUNT_MAX = 10_000_000;
/** How long a new quote is open, until the guide chooses otherwise. */
export const QUOTE_VALID_DAYS_DEFAULT = 14;
