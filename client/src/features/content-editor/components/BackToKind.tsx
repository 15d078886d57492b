import { useLingui } from '@lingui/react';
import type { ContentKind } from '@lanka-tours/shared/content';
import { Link } from 'react-router-dom';
import { KIND_INFO } from '../content-kinds';

/** The way back to the kind's entries, which also names the entry's kind. */
export function BackToKind({ kind }: { kind: ContentKind }) {
  const { i18n } = useLingui();
  return (
    <p className="mb-4">
      <Link to={`/admin/content/${kind}`}>
        <span aria-hidden="true">← </span>
        {i18n._(KIND_INFO[kind].name)}
      </Link>
    </p>
  );
}
