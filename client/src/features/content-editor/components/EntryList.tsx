import { useLingui } from '@lingui/react';
import { fieldWords, type ContentKind } from '@shared/content';
import { Link } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/Spinner';
import { useContentEntriesQuery } from '../../../graphql/generated';
import { entryAddress, isListKind, KIND_INFO } from '../content-kinds';
import { useEntryListActions } from '../useEntryListActions';
import { EntryBadges } from './EntryBadges';
import { ItemActions } from './ItemActions';
import { useFieldWords } from '../field-words';

/** A kind's entries in their order: edit each; for a list kind, move, delete and add them. */
export function EntryList({ kind }: { kind: ContentKind }) {
  const { i18n } = useLingui();
  const { words } = useFieldWords();
  const { data, loading, error, refetch } = useContentEntriesQuery({
    variables: { kind },
    // Each entry's version goes with a deletion: the list is always read afresh.
    fetchPolicy: 'network-only',
  });
  const entries = data?.contentEntries ?? [];
  const actions = useEntryListActions(kind, entries, () => refetch());
  const list = isListKind(kind);
  const name = i18n._(KIND_INFO[kind].name);

  return (
    <section aria-labelledby="kind-title">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <h2 id="kind-title" className="h3 mb-0">
          {name}
        </h2>
        {list && (
          <Link className="btn btn-brand ms-auto" to={`/admin/content/new/${kind}`}>
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
      <ol
        className="content-entries list-unstyled"
        aria-label={i18n._('{kind}: entries', { kind: name })}
      >
        {entries.map((entry, index) => {
          const label = list ? entry.label : words(fieldWords(entry.key));
          return (
            <li key={entry.key} className="content-entry">
              <div className="content-entry-main">
                <Link to={entryAddress(kind, entry.key)} className="content-entry-label">
                  {label}
                </Link>
                <EntryBadges published={entry.published} hasDraft={entry.hasDraft} />
              </div>
              {list && (
                <ItemActions
                  name={label}
                  disabled={actions.busy}
                  canMoveUp={index > 0}
                  canMoveDown={index < entries.length - 1}
                  deletes
                  onMove={(by) => void actions.move(index, by)}
                  onRemove={() => void actions.remove(entry)}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
