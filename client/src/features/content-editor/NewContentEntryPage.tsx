import { useLingui } from '@lingui/react';
import { CONTENT_KINDS, contentMessages } from '@lanka-tours/shared/content';
import { useParams } from 'react-router-dom';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import { asContentKind } from './content-kinds';
import { BackToKind } from './components/BackToKind';
import { EditorFrame } from './components/EditorFrame';
import { EntryEditor } from './components/EntryEditor';

/** /admin/content/new/:kind: a new entry of a list kind, saved first as a draft. */
export default function NewContentEntryPage() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const kind = asContentKind(useParams().kind);
  const spec = kind && CONTENT_KINDS[kind];
  return (
    <EditorFrame title={i18n._('New Content')}>
      {kind && <BackToKind kind={kind} />}
      {kind && spec?.list ? (
        <EntryEditor
          kind={kind}
          schema={spec.schema}
          opened={null}
          reload={() => Promise.reject(new Error('A new entry has nothing to reload.'))}
        />
      ) : (
        <div className="alert alert-danger" role="alert">
          {translate(contentMessages.notAList)}
        </div>
      )}
    </EditorFrame>
  );
}
