import { useLingui } from '@lingui/react';
import { splitDocument, type ContentKind, type ObjectField } from '@shared/content';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EntryEditor_EntryFragment } from '../../../graphql/generated';
import { entryAddress } from '../content-kinds';
import { useEntryName } from '../entry-names';
import { emptyObject, hasFieldFor, type FieldPath } from '../document-values';
import { useEntryEditor } from '../useEntryEditor';
import { EntryActions } from './EntryActions';
import { EntryNotice } from './EntryNotice';
import { FieldsContext, type ShownTranslation } from './fields/fields-context';
import { ObjectFields } from './fields/ObjectFieldset';
import { SchemaField } from './fields/SchemaField';
import { RevisionHistory } from './RevisionHistory';
import { TranslationChoice } from './TranslationChoice';

interface EntryEditorProps {
  kind: ContentKind;
  schema: ObjectField;
  /** The entry as opened; null for a new one. */
  opened: EntryEditor_EntryFragment | null;
  reload(): Promise<EntryEditor_EntryFragment>;
}

/** The form of one entry, generated from its schema, with its publishing and its history. */
export function EntryEditor({ kind, schema, opened, reload }: EntryEditorProps) {
  const { i18n } = useLingui();
  const nameOf = useEntryName();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const editor = useEntryEditor({
    form,
    kind,
    schema,
    opened,
    blank: emptyObject(schema),
    reload,
    onCreated: (entry) => navigate(entryAddress(kind, entry.key), { replace: true }),
  });
  const { entry } = editor;
  const [shown, setShown] = useState<ShownTranslation['language'] | null>(null);
  const translated = (shown && editor.translations[shown]) || {};
  const fields = {
    errors: editor.errors,
    change: editor.change,
    lockedPath: editor.lockedPath,
    disabled: editor.busy,
    translation: shown
      ? {
          language: shown,
          texts: translated,
          change: (path: FieldPath, text: string) => editor.changeTranslation(shown, path, text),
        }
      : undefined,
    Field: SchemaField,
  };

  return (
    <>
      <h2 id="entry-title" className="h3 mb-3">
        {entry ? nameOf(kind, entry) : i18n._('New entry')}
      </h2>
      <form
        ref={form}
        noValidate
        aria-labelledby="entry-title"
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <EntryNotice
          notice={editor.notice}
          otherErrors={Object.entries(editor.errors).flatMap(([key, message]) =>
            message && !hasFieldFor(schema, key) ? [message] : [],
          )}
          onReload={editor.reload}
        />
        <TranslationChoice
          language={shown}
          onChoose={setShown}
          texts={splitDocument(schema, editor.document).texts}
          translated={translated}
        />
        <FieldsContext.Provider value={fields}>
          <ObjectFields field={schema} path={[]} value={editor.document} />
        </FieldsContext.Provider>
        <EntryActions
          kind={kind}
          entry={entry}
          dirty={editor.dirty}
          busy={editor.busy}
          onPublish={editor.publish}
        />
      </form>
      {entry && (
        <RevisionHistory
          key={entry.version}
          kind={kind}
          entryKey={entry.key}
          busy={editor.busy}
          onRestore={editor.restore}
        />
      )}
    </>
  );
}
