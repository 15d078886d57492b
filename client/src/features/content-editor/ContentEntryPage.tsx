import { useLingui } from '@lingui/react';
import { contentMessages, schemaOf } from '@lanka-tours/shared/content';
import { useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/Spinner';
import { useContentEntryQuery } from '../../graphql/generated';
import { serverMessage } from '../../lib/server-errors';
import { useTranslateSharedMessage } from '../../lib/translate-shared-message';
import { asContentKind } from './content-kinds';
import { BackToKind } from './components/BackToKind';
import { EditorFrame } from './components/EditorFrame';
import { EntryEditor } from './components/EntryEditor';

/** /admin/content/:kind/:key: one entry's form, its publishing and its revisions. */
export default function ContentEntryPage() {
  const { i18n } = useLingui();
  const translate = useTranslateSharedMessage();
  const params = useParams();
  const kind = asContentKind(params.kind);
  const key = params.key ?? '';
  const schema = kind && schemaOf(kind, key);
  const { data, error, refetch } = useContentEntryQuery({
    variables: { kind: kind ?? 'faqItem', key },
    skip: !schema,
    fetchPolicy: 'network-only',
  });
  const entry = data?.contentEntry;

  return (
    <EditorFrame title={i18n._('Edit Content')}>
      {kind && <BackToKind kind={kind} />}
      {(!schema || error) && (
        <div className="alert alert-danger" role="alert">
          {serverMessage(error) ?? translate(contentMessages.notFound)}
        </div>
      )}
      {schema && !entry && !error && <LoadingSpinner label={i18n._('Loading the entry...')} />}
      {kind && schema && entry && (
        <EntryEditor
          key={`${kind}/${key}`}
          kind={kind}
          schema={schema}
          opened={entry}
          reload={async () => {
            const fresh = (await refetch()).data?.contentEntry;
            if (!fresh) throw new Error(contentMessages.notFound);
            return fresh;
          }}
        />
      )}
    </EditorFrame>
  );
}
