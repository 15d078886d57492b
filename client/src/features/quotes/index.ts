/** Quotes for custom tours: written on an enquiry in the inbox, and accepted on their own page. */
export { EnquiryQuotes } from './components/EnquiryQuotes';
