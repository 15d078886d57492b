/** The quotes module's public face: quotes for custom tours, written on enquiries. */
export { enquiryFollowsQuote } from './enquiry-follows-quote';
export { QuoteLinks } from './quote-links';
export { QuoteService } from './quotes.service';
export { ENQUIRY_QUOTE_API, QUOTE_API, QUOTE_SCHEMAS } from './quotes.contract';
export { EnquiryQuotesResolver, QuotesResolver } from './quotes.resolver';
export { enquiryQuoteRoutes, quoteRoutes } from './quotes.routes';
