import { useLingui } from '@lingui/react';
import { CONTENT_KIND_NAMES, type ContentKind } from '@lanka-tours/shared/content';
import { NavLink } from 'react-router-dom';
import { isListKind, KIND_INFO } from '../content-kinds';

const GROUPS = [
  { title: /*i18n*/ 'Lists', kinds: CONTENT_KIND_NAMES.filter(isListKind) },
  {
    title: /*i18n*/ 'Pages and brand',
    kinds: CONTENT_KIND_NAMES.filter((kind) => !isListKind(kind)),
  },
];

/** The kinds of content, by their names, each leading to its entries. */
export function KindNav({ current }: { current: ContentKind | null }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._('Kinds of content')} className="content-kinds">
      {GROUPS.map((group) => (
        <div key={group.title} className="mb-3">
          <h2 className="content-kinds-title">{i18n._(group.title)}</h2>
          <ul className="list-unstyled mb-0">
            {group.kinds.map((kind) => (
              <li key={kind}>
                <NavLink
                  to={`/admin/content/${kind}`}
                  className={`content-kind-link${kind === current ? ' active' : ''}`}
                  aria-current={kind === current ? 'page' : undefined}
                >
                  {i18n._(KIND_INFO[kind].name)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
