import { useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EntryList_EntryFragment } from '../../../graphql/generated';
import { entryAddress, isListKind, KIND_INFO } from '../content-kinds';
import { matchesSearch, useEntryName } from '../entry-names';
import { EntryBadges } from './EntryBadges';
import { ItemActions } from './ItemActions';

interface EntryItemsProps {
  kind: ContentKind;
  entries: EntryList_EntryFragment[];
  busy: boolean;
  /** Moves the entry at `index` of `entries` one place. */
  onMove(index: number, by: -1 | 1): void;
  onRemove(entry: EntryList_EntryFragment, name: string): void;
}

/**
 * A kind's entries by their names, each with where it stands; a list kind's with a search that
 * narrows them as the guide types, and with their moves and deletion.
 */
export function EntryItems({ kind, entries, busy, onMove, onRemove }: EntryItemsProps) {
  const { i18n } = useLingui();
  const nameOf = useEntryName();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const list = isListKind(kind);
  const named = entries.map((entry, index) => ({ entry, index, name: nameOf(kind, entry) }));
  const shown = named.filter(({ entry, name }) => matchesSearch(search, [name, entry.key]));
  const searching = search.trim() !== '';

  return (
    <>
      {list && (
        <div className="content-search mb-3">
          <label htmlFor={searchId} className="form-label">
            {i18n._('Find an entry')}
          </label>
          <input
            id={searchId}
            type="search"
            className="form-control"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={searching ? `${searchId}-found` : undefined}
          />
          <div id={`${searchId}-found`} className="form-text" aria-live="polite">
            {searching &&
              (shown.length
                ? // While some entries are hidden, a move would pass over them unseen.
                  `${i18n._('{count, plural, one {# entry found.} other {# entries found.}}', {
                    count: shown.length,
                  })} ${i18n._('Clear the search to change the order.')}`
                : i18n._('No entry matches “{search}”.', { search: search.trim() }))}
          </div>
        </div>
      )}
      <ol
        className="content-entries list-unstyled"
        aria-label={i18n._('{kind}: entries', { kind: i18n._(KIND_INFO[kind].name) })}
      >
        {shown.map(({ entry, index, name }) => (
          <li key={entry.key} className="content-entry">
            <div className="content-entry-main">
              <Link to={entryAddress(kind, entry.key)} className="content-entry-label">
                {name}
              </Link>
              <EntryBadges published={entry.published} hasDraft={entry.hasDraft} />
            </div>
            {list && (
              <ItemActions
                name={name}
                disabled={busy}
                canMoveUp={!searching && index > 0}
                canMoveDown={!searching && index < entries.length - 1}
                deletes
                onMove={(by) => onMove(index, by)}
                onRemove={() => onRemove(entry, name)}
              />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
