import { useLingui } from '@lingui/react';

/** Whether visitors see an entry, and whether a draft waits to be published. */
export function EntryBadges({ published, hasDraft }: { published: boolean; hasDraft: boolean }) {
  const { i18n } = useLingui();
  return (
    <span className="d-inline-flex gap-1">
      {published && (
        <span className="badge rounded-pill content-badge-published">{i18n._('Published')}</span>
      )}
      {hasDraft && (
        <span className="badge rounded-pill content-badge-draft">{i18n._('Draft')}</span>
      )}
    </span>
  );
}
