import { useGraphqlRead } from '../../data/useGraphqlRead';
import { useSendGraphql } from '../../data/useSendGraphql';
import {
  AcceptQuoteDocument,
  TravellerQuoteDocument,
  type QuotePage_QuoteFragment,
} from '../../graphql/requests.generated';

export type LoadedQuote = { quote: QuotePage_QuoteFragment } | { refused: string };

/**
 * The quote a link names, and accepting it: once accepted, the traveller goes on to pay the
 * deposit on the provider's page, or to their booking's own page (a transfer's instructions).
 */
export function useQuote(token: string) {
  const send = useSendGraphql();
  const [read] = useGraphqlRead(TravellerQuoteDocument, { token });
  const loaded: LoadedQuote | null = read && ('data' in read ? { quote: read.data.quote } : read);

  const accept = async () => {
    const { acceptQuote } = await send(AcceptQuoteDocument, { token });
    window.location.assign(acceptQuote.booking.payment.url ?? acceptQuote.manageUrl);
  };

  return { loaded, accept };
}
