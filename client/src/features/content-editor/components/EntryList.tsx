import { useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/Spinner';
import { useContentEntriesQuery } from '../../../graphql/generated';
import { isListKind, KIND_INFO } from '../content-kinds';
import { useEntryListActions } from '../useEntryListActions';
import { EntryItems } from './EntryItems';

/** A kind's entries in their order: edit each; for a list kind, move, delete and add them. */
export function EntryList({ kind }: { kind: ContentKind }) {
  const { i18n } = useLingui();
  const { data, loading, error, refetch } = useContentEntriesQuery({
    variables: { kind },
    // Each entry's version goes with a deletion: the list is always read afresh.
    fetchPolicy: 'network-only',
  });
  const entries = data?.contentEntries ?? [];
  const actions = useEntryListActions(kind, entries, () => refetch());

  return (
    <section aria-labelledby="kind-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 id="kind-title" className="h3 mb-0">
          {i18n._(KIND_INFO[kind].name)}
        </h2>
        {isListKind(kind) && (
          <Link className="btn btn-primary ms-auto" to={`/admin/content/new/${kind}`}>
            {i18n._('New entry')}
          </Link>
        )}
      </div>
      <div aria-live="polite">
        {actions.problem && (
          <div className="alert alert-danger" role="alert">
            {actions.problem}
          </div>
        )}
      </div>
      {loading && !data && <LoadingSpinner label={i18n._('Loading entries...')} />}
      {error && !data && (
        <div className="alert alert-danger" role="alert">
          {i18n._('The entries could not be loaded. Please try again.')}
        </div>
      )}
      {data && !entries.length && <p>{i18n._('No entries yet.')}</p>}
      {entries.length > 0 && (
        <EntryItems
          kind={kind}
          entries={entries}
          busy={actions.busy}
          onMove={(index, by) => void actions.move(index, by)}
          onRemove={(entry, name) => void actions.remove(entry, name)}
        />
      )}
    </section>
  );
}
