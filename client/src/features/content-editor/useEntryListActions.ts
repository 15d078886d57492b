import { useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { useState } from 'react';
import {
  useDeleteContentEntryMutation,
  useReorderContentMutation,
  type EntryList_EntryFragment,
} from '../../graphql/generated';
import { serverMessage } from '../../lib/server-errors';

const CHANGE_FAILED = /*i18n*/ 'The change could not be saved. Please try again.';

/** Reordering and deleting the entries of a list kind; the list is read again after each. */
export function useEntryListActions(
  kind: ContentKind,
  entries: EntryList_EntryFragment[],
  refresh: () => Promise<unknown>,
) {
  const { i18n } = useLingui();
  const [reorder] = useReorderContentMutation();
  const [remove] = useDeleteContentEntryMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(serverMessage(error) ?? i18n._(CHANGE_FAILED));
    } finally {
      await refresh().catch(() => undefined);
      setBusy(false);
    }
  };

  return {
    busy,
    problem,
    move: (index: number, by: -1 | 1) =>
      run(() => {
        const keys = entries.map((entry) => entry.key);
        [keys[index], keys[index + by]] = [keys[index + by], keys[index]];
        return reorder({ variables: { kind, keys } });
      }),
    /** Deletes the entry, once the guide confirms it by its `name`. */
    remove: async (entry: EntryList_EntryFragment, name: string) => {
      const sure = window.confirm(
        i18n._('Delete “{name}” with its whole history? Visitors will no longer see it.', {
          name,
        }),
      );
      if (!sure) return;
      await run(() =>
        remove({ variables: { kind, key: entry.key, expectedVersion: entry.version } }),
      );
    },
  };
}
