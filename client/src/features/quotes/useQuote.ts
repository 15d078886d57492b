import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSendGraphql } from '../../data/useSendGraphql';
import {
  AcceptQuoteDocument,
  TravellerQuoteDocument,
  type QuotePage_QuoteFragment,
} from '../../graphql/requests.generated';
import { serverMessage } from '../../lib/server-errors';

export type LoadedQuote = { quote: QuotePage_QuoteFragment } | { refused: string };

/**
 * The quote a link names, and accepting it: once accepted, the traveller goes on to pay the
 * deposit on the provider's page, or to their booking's own page (a transfer's instructions).
 */
export function useQuote(token: string) {
  const { i18n } = useLingui();
  const send = useSendGraphql();
  const [loaded, setLoaded] = useState<LoadedQuote | null>(null);

  useEffect(() => {
    let current = true;
    send(TravellerQuoteDocument, { token }).then(
      ({ quote }) => current && setLoaded({ quote }),
      (error: unknown) =>
        current && setLoaded({ refused: serverMessage(error) ?? i18n._('Network Error') }),
    );
    return () => {
      current = false;
    };
  }, [send, token, i18n]);

  const accept = async () => {
    const { acceptQuote } = await send(AcceptQuoteDocument, { token });
    window.location.assign(acceptQuote.booking.payment.url ?? acceptQuote.manageUrl);
  };

  return { loaded, accept };
}
