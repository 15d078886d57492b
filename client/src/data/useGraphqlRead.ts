import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Operation } from '../lib/graphql-request';
import { serverMessage } from '../lib/server-errors';
import { useSendGraphql } from './useSendGraphql';

/** What a read answered, or why the server refused it, in the page's language. */
export type ReadOrRefusal<Data> = { data: Data } | { refused: string };

/**
 * Reads an operation without the Apollo client, again whenever its variables or `again` change:
 * its data, or the server's refusal (a link no longer valid, say); null until it answers. The
 * setter puts an answer in its place (what a change sent back).
 */
export function useGraphqlRead<Data, Variables>(
  operation: Operation<Data, Variables>,
  variables: Variables,
  again = 0,
) {
  const { i18n } = useLingui();
  const send = useSendGraphql();
  const [read, setRead] = useState<ReadOrRefusal<Data> | null>(null);
  const asked = JSON.stringify(variables);

  useEffect(() => {
    let current = true;
    send(operation, JSON.parse(asked) as Variables).then(
      (data) => current && setRead({ data }),
      (error: unknown) =>
        current && setRead({ refused: serverMessage(error) ?? i18n._('Network Error') }),
    );
    return () => {
      current = false;
    };
  }, [send, operation, asked, again, i18n]);

  return [read, setRead] as const;
}
