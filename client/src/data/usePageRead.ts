import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { createContext, use, useContext, useSyncExternalStore } from 'react';
import type { Operation } from '../lib/graphql-request';
import type { Outcome, PageRead, PageReads } from './page-reads';

export const PageReadsContext = createContext<PageReads | null>(null);

const reads = new WeakMap<Outcome, PageRead<unknown>>();

/** The outcome as a page reads it: the server's errors as the Apollo client reports them. */
function pageRead(outcome: Outcome): PageRead<unknown> {
  let read = reads.get(outcome);
  if (!read) {
    if ('failure' in outcome) read = { error: outcome.failure };
    else {
      const { data, errors } = outcome.answer;
      read = errors?.length
        ? { data: data ?? undefined, error: new CombinedGraphQLErrors(outcome.answer) }
        : { data: data ?? undefined };
    }
    reads.set(outcome, read);
  }
  return read;
}

/**
 * A public read: suspends until its first answer (the server's render ships it with the page, so
 * hydration does not wait), then shows what it read until a newer answer comes.
 */
export function usePageRead<Data, Variables>(
  operation: Operation<Data, Variables>,
  variables: Variables,
): PageRead<Data> {
  const pageReads = useContext(PageReadsContext);
  if (!pageReads) throw new Error('usePageRead needs a PageReadsContext');
  const key = pageReads.ensure(operation, variables);
  const snapshot = () => pageReads.snapshot(key);
  const outcome = useSyncExternalStore(pageReads.subscribe, snapshot, snapshot);
  return pageRead(use(outcome as Promise<Outcome>)) as PageRead<Data>;
}
