import { useLingui } from '@lingui/react';
import { useParams } from 'react-router-dom';
import { asContentKind } from './content-kinds';
import { EditorFrame } from './components/EditorFrame';
import { EntryList } from './components/EntryList';
import { KindNav } from './components/KindNav';

/** /admin/content[/:kind]: the kinds of content, and the entries of the one chosen. */
export default function ContentEditorPage() {
  const { i18n } = useLingui();
  const kind = asContentKind(useParams().kind);
  return (
    <EditorFrame title={i18n._('Site Content')}>
      <div className="row g-4">
        <div className="col-lg-3">
          <KindNav current={kind} />
        </div>
        <div className="col-lg-9">
          {kind ? (
            <EntryList kind={kind} />
          ) : (
            <p className="lead">{i18n._('Choose a kind of content to see its entries.')}</p>
          )}
        </div>
      </div>
    </EditorFrame>
  );
}
