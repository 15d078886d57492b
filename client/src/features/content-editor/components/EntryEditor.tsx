import { useLingui } from '@lingui/react';
import { splitDocument, type ContentKind, type ObjectField } from '@lanka-tours/shared/content';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EntryEditor_EntryFragment } from '../../../graphql/generated';
import { entryAddress } from '../content-kinds';
import { useEntryName } from '../entry-names';
import { emptyObject, hasFieldFor, type FieldPath } from '../document-values';
import { useEntryEditor } from '../useEntryEditor';
import { useLeaveGuard } from '../useLeaveGuard';
import { usePublishSummary, type PublishSummary } from '../usePublishSummary';
import { EntryActions } from './EntryActions';
import { EntryBar } from './EntryBar';
import { EntryNotice } from './EntryNotice';
import { FieldsContext, type ShownTranslation } from './fields/fields-context';
import { FormSections } from './FormSections';
import { SchemaField } from './fields/SchemaField';
import { LeaveDialog } from './LeaveDialog';
import { PublishDialog } from './PublishDialog';
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
  const leaving = useLeaveGuard(editor.unsaved);
  const summarize = usePublishSummary(schema);
  const [confirming, setConfirming] = useState<PublishSummary | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [published, setPublished] = useState(0);
  // Once the dialog has closed: the Publish button, with nothing left to publish, cannot take it.
  useEffect(() => {
    if (published) notice.current?.focus();
  }, [published]);

  const askToPublish = () => {
    if (!entry || !editor.passesChecks()) return;
    const { published: live, next } = editor.revisions();
    setConfirming(summarize(entry.key, live, next));
  };
  const publish = async (name: string) => {
    const done = await editor.publish(name);
    setConfirming(null);
    if (done) setPublished((count) => count + 1);
  };
  const [shown, setShown] = useState<ShownTranslation['language'] | null>(null);
  const translated = (shown && editor.translations[shown]) || {};
  const english = splitDocument(schema, editor.document).texts;
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
        className="content-entry-form"
        noValidate
        aria-labelledby="entry-title"
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <EntryBar>
          <EntryActions
            kind={kind}
            entry={entry}
            dirty={editor.dirty}
            busy={editor.busy}
            onPublish={askToPublish}
          />
          <EntryNotice
            ref={notice}
            notice={editor.notice}
            otherErrors={Object.entries(editor.errors).flatMap(([key, message]) =>
              message && !hasFieldFor(schema, key) ? [message] : [],
            )}
            onReload={editor.reload}
          />
        </EntryBar>
        <div className="content-entry-fields">
          <TranslationChoice
            language={shown}
            onChoose={setShown}
            texts={english}
            translated={translated}
          />
          <FieldsContext.Provider value={fields}>
            <FormSections
              schema={schema}
              value={editor.document}
              english={english}
              errors={editor.errors}
              translations={editor.translations}
            />
          </FieldsContext.Provider>
        </div>
      </form>
      {confirming && (
        <PublishDialog
          {...confirming}
          unsaved={editor.dirty}
          busy={editor.busy}
          onConfirm={() => void publish(confirming.name)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {leaving.asking && <LeaveDialog onStay={leaving.stay} onLeave={leaving.leave} />}
      {entry && (
        <RevisionHistory
          key={entry.version}
          kind={kind}
          entryKey={entry.key}
          schema={schema}
          busy={editor.busy}
          onRestore={editor.restore}
        />
      )}
    </>
  );
}
