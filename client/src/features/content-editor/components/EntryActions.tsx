import { Trans, useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { EntryEditor_EntryFragment } from '../../../graphql/generated';
import { previewAddress } from '../content-kinds';
import { EntryBadges } from './EntryBadges';

interface EntryActionsProps {
  kind: ContentKind;
  entry: EntryEditor_EntryFragment | null;
  dirty: boolean;
  busy: boolean;
  /** Asks the guide to confirm the publish. */
  onPublish(): void;
}

/** Save draft, Publish and Preview, with where the entry stands. */
export function EntryActions({ kind, entry, dirty, busy, onPublish }: EntryActionsProps) {
  const { i18n } = useLingui();
  return (
    <div className="content-entry-actions">
      <SubmitButton busy={busy} busyLabel={i18n._('Saving...')} className="btn btn-outline-primary">
        {i18n._('Save draft')}
      </SubmitButton>
      {entry && (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || (!dirty && !entry.draft)}
            onClick={onPublish}
          >
            {i18n._('Publish')}
          </button>
          <a
            className="btn btn-outline-primary"
            href={previewAddress(kind, entry.key)}
            target="_blank"
            rel="noopener"
          >
            <Trans
              id="Preview<0> (opens in a new tab)</0>"
              components={{ 0: <span className="visually-hidden" /> }}
            />
          </a>
          <span className="content-entry-state">
            <EntryBadges published={Boolean(entry.published)} hasDraft={Boolean(entry.draft)} />
            {dirty && (
              <span className="text-body-secondary small">{i18n._('Unsaved changes')}</span>
            )}
          </span>
        </>
      )}
    </div>
  );
}
