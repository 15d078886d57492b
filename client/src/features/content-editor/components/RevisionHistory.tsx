import { useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { INTL_LOCALES } from '@lanka-tours/shared/site-languages';
import { LoadingSpinner } from '../../../components/Spinner';
import { useContentRevisionsQuery } from '../../../graphql/generated';
import { usePageLanguage } from '../../../lib/page-language';

interface RevisionHistoryProps {
  kind: ContentKind;
  entryKey: string;
  busy: boolean;
  onRestore(number: number): Promise<void>;
}

const STATE_NAMES = {
  draft: /*i18n*/ 'Draft',
  published: /*i18n*/ 'Published',
  archived: /*i18n*/ 'Earlier',
} as const;

/** The editor's English dates have always been British: '3 Mar 2025, 14:05'. */
const DATE_LOCALES = { ...INTL_LOCALES, en: 'en-GB' };

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });

/** Every revision of the entry, newest first; an earlier one can become the draft again. */
export function RevisionHistory({ kind, entryKey, busy, onRestore }: RevisionHistoryProps) {
  const { i18n } = useLingui();
  const locale = DATE_LOCALES[usePageLanguage()];
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
      {revisions.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{i18n._('Revision')}</th>
                <th scope="col">{i18n._('State')}</th>
                <th scope="col">{i18n._('Saved by')}</th>
                <th scope="col">
                  <span className="visually-hidden">{i18n._('Actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.number}>
                  <th scope="row">{revision.number}</th>
                  <td>{i18n._(STATE_NAMES[revision.state])}</td>
                  <td>
                    <span className="d-block">
                      {revision.authorName ?? i18n._('First version')}
                    </span>
                    <span className="small text-body-secondary">
                      {when(revision.createdAt, locale)}
                    </span>
                  </td>
                  <td className="text-end">
                    {revision.state !== 'draft' && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-primary"
                        disabled={busy}
                        aria-label={i18n._('Restore revision {number}', {
                          number: revision.number,
                        })}
                        onClick={() => void onRestore(revision.number)}
                      >
                        {i18n._('Restore')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
