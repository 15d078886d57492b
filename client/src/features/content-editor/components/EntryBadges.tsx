import { useLingui } from '@lingui/react';

const STATES = {
  published: { text: /*i18n*/ 'Published', className: 'content-badge-published' },
  draft: { text: /*i18n*/ 'Draft', className: 'content-badge-draft' },
  changed: { text: /*i18n*/ 'Changes not yet published', className: 'content-badge-changed' },
};

/**
 * Where an entry stands, in words: published, a draft visitors have never seen, or published
 * with changes waiting to be published.
 */
export function EntryBadges({ published, hasDraft }: { published: boolean; hasDraft: boolean }) {
  const { i18n } = useLingui();
  const state = STATES[!published ? 'draft' : hasDraft ? 'changed' : 'published'];
  return <span className={`badge rounded-pill ${state.className}`}>{i18n._(state.text)}</span>;
}
