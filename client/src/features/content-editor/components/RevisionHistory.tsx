import { useLingui } from '@lingui/react';
import type { ContentKind, ObjectField } from '@lanka-tours/shared/content';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/Spinner';
import {
  useContentRevisionsQuery,
  type RevisionHistory_RevisionFragment as Revision,
} from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';
import { useFieldNameMessages } from '../field-name-messages';
import { savedAgo, savedOn } from '../revision-dates';
import { RevisionChanges } from './RevisionChanges';
import { RevisionDialog } from './RevisionDialog';

interface RevisionHistoryProps {
  kind: ContentKind;
  entryKey: string;
  schema: ObjectField;
  busy: boolean;
  onRestore(number: number): Promise<void>;
}

const STATE_NAMES = {
  draft: /*i18n*/ 'Draft',
  published: /*i18n*/ 'Published',
  archived: /*i18n*/ 'Earlier',
} as const;

/** What a revision changed of the one before, in a line: the fields, as the form names them. */
function useChangedLine(schema: ObjectField) {
  const { i18n } = useLingui();
  const { fieldName } = useFieldNameMessages();
  return (revision: Revision): string => {
    if (!revision.changedFields) return i18n._('First version');
    if (!revision.changedFields.length) return i18n._('Nothing changed from the revision before.');
    const fields = revision.changedFields.map((key) => fieldName(schema.fields[key], key));
    return i18n._('Changed: {fields}', { fields: fields.join(', ') });
  };
}

/**
 * Every revision of the entry, newest first: when and by whom it was saved, what it changed
 * (the old and new texts side by side), a look at it whole, and a restore where it would change
 * the entry.
 */
export function RevisionHistory({ kind, entryKey, schema, busy, onRestore }: RevisionHistoryProps) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const changedLine = useChangedLine(schema);
  const [viewing, setViewing] = useState<number | null>(null);
  const { data, loading, error } = useContentRevisionsQuery({
    variables: { kind, key: entryKey },
    fetchPolicy: 'network-only',
  });
  const revisions = data?.contentRevisions ?? [];

  return (
    <section className="content-revisions" aria-labelledby="revisions-title">
      <h2 id="revisions-title" className="h4">
        {i18n._('Revisions')}
      </h2>
      {loading && !data && <LoadingSpinner label={i18n._('Loading revisions...')} />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {i18n._('The revisions could not be loaded. Please try again.')}
        </div>
      )}
      <ol className="list-unstyled content-revision-list">
        {revisions.map((revision) => {
          const titleId = `revision-${revision.number}`;
          const date = savedOn(revision.createdAt, language);
          const ago = savedAgo(revision.createdAt, language);
          return (
            <li key={revision.number} className="content-revision" aria-labelledby={titleId}>
              <div className="content-revision-head">
                <div>
                  <div className="d-flex align-items-center gap-2 mb-1">
                    <h3 id={titleId} className="h6 mb-0">
                      {i18n._('Revision {number}', { number: revision.number })}
                    </h3>
                    <span className={`badge content-revision-state-${revision.state}`}>
                      {i18n._(STATE_NAMES[revision.state])}
                    </span>
                  </div>
                  <p className="small text-body-secondary mb-1">
                    {revision.authorName
                      ? i18n._('Saved by {name} on {date} ({ago})', {
                          name: revision.authorName,
                          date,
                          ago,
                        })
                      : i18n._('Saved on {date} ({ago})', { date, ago })}
                  </p>
                  <p className="mb-2">{changedLine(revision)}</p>
                </div>
                <div className="content-revision-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={i18n._('View revision {number}', { number: revision.number })}
                    onClick={() => setViewing(revision.number)}
                  >
                    {i18n._('View')}
                  </button>
                  {revision.restorable && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={busy}
                      aria-label={i18n._('Restore revision {number}', { number: revision.number })}
                      onClick={() => void onRestore(revision.number)}
                    >
                      {i18n._('Restore')}
                    </button>
                  )}
                </div>
              </div>
              {revision.textChanges && revision.textChanges.length > 0 && (
                <details className="content-revision-details">
                  <summary>{i18n._('Show the old and new texts')}</summary>
                  <RevisionChanges schema={schema} changes={revision.textChanges} />
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {revisions.some(({ restorable }) => restorable) && (
        <p className="small text-body-secondary">
          {i18n._('A restored revision becomes the draft: visitors see it once you publish it.')}
        </p>
      )}
      {viewing !== null && (
        <RevisionDialog
          kind={kind}
          entryKey={entryKey}
          schema={schema}
          number={viewing}
          onHide={() => setViewing(null)}
        />
      )}
    </section>
  );
}
