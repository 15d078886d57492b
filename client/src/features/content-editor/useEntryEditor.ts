import { useLingui } from '@lingui/react';
import {
  CONTENT_KINDS,
  validateDocument,
  type ContentKind,
  type ObjectField,
} from '@lanka-tours/shared/content';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { useEffect, useState, type RefObject } from 'react';
import type { EntryEditor_EntryFragment } from '../../graphql/generated';
import { hasErrorCode, serverFieldErrors, serverMessage } from '../../lib/server-errors';
import { useFieldMessages } from './field-messages';
import { keptTranslations, pathKey, setAt, type Document, type FieldPath } from './document-values';
import type { RevisionContent as Revision } from '@lanka-tours/shared/content';
import { useEntryChanges, type Translations } from './useEntryChanges';

type Entry = EntryEditor_EntryFragment;

export interface EditorNotice {
  type: 'success' | 'error';
  text: string;
  /** Someone else changed the entry since it was opened: the form offers to reload it. */
  stale?: boolean;
}

interface EditorOptions {
  /** The form, whose first invalid input takes the focus after a refused save. */
  form: RefObject<HTMLFormElement | null>;
  kind: ContentKind;
  schema: ObjectField;
  /** The entry as opened; null for a new entry of a list kind. */
  opened: Entry | null;
  /** The document a new entry starts from. */
  blank: Document;
  reload(): Promise<Entry>;
  onCreated(entry: Entry): void;
}

const SAVE_FAILED = /*i18n*/ 'The content could not be saved. Please try again.';
const documentOf = (entry: Entry) => (entry.draft ?? entry.published)?.document ?? {};
const translationsOf = (entry: Entry) =>
  ((entry.draft ?? entry.published)?.translations ?? {}) as Translations;
const revisionOf = (revision: NonNullable<Entry['published']>): Revision => ({
  document: (revision.document ?? {}) as Document,
  translations: (revision.translations ?? {}) as Translations,
});

/** The entry form's state: the document being edited, its messages, and save, publish, restore. */
export function useEntryEditor(options: EditorOptions) {
  const { form, kind, schema, opened, blank, reload, onCreated } = options;
  const { i18n } = useLingui();
  const fieldMessages = useFieldMessages();
  const changes = useEntryChanges(kind);
  const [entry, setEntry] = useState(opened);
  const [saved, setSaved] = useState<Document>(() => (opened ? documentOf(opened) : blank));
  const [document, setDocument] = useState(saved);
  const [savedTranslations, setSavedTranslations] = useState<Translations>(() =>
    opened ? translationsOf(opened) : {},
  );
  const [translations, setTranslations] = useState(savedTranslations);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  // A new entry, once sent, leaves for its own address with nothing left unsaved.
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (focusTick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick, form]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    if (Object.keys(next).length) setFocusTick((tick) => tick + 1);
  };

  const opens = (next: Entry, message: string | null) => {
    setEntry(next);
    setSaved(documentOf(next));
    setDocument(documentOf(next));
    setSavedTranslations(translationsOf(next));
    setTranslations(translationsOf(next));
    setErrors({});
    setNotice(message ? { type: 'success', text: message } : null);
  };

  /** The shared checks' messages about the form's document, in the page's language. */
  const check = (): FieldErrors => validateDocument(schema, document, fieldMessages);

  /** Whether the form passes the shared checks; if not, their messages show and the first is focused. */
  const passesChecks = () => {
    const problems = check();
    showErrors(problems);
    return !Object.keys(problems).length;
  };

  /**
   * Runs a change (after the shared checks, when it sends the form); a refusal shows the server's
   * words. Answers whether it went through.
   */
  const run = async (work: () => Promise<void>, sendsForm = true) => {
    if (sendsForm && !passesChecks()) return false;
    if (!sendsForm) showErrors({});
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      const stale = hasErrorCode(error, 'CONTENT_STALE');
      setNotice({ type: 'error', text: serverMessage(error) ?? i18n._(SAVE_FAILED), stale });
      showErrors(serverFieldErrors(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const dirty = document !== saved || translations !== savedTranslations;

  /** The entry with the form's document and translations saved as its draft (unchanged: as it is). */
  const saveDraft = async (current: Entry) => {
    if (!dirty) return current;
    return changes.save(current, document, keptTranslations(schema, document, translations));
  };

  return {
    entry,
    document,
    errors,
    notice,
    busy,
    translations,
    dirty,
    /** Whether leaving now would lose changes. */
    unsaved: dirty && !creating,
    /** The revision visitors see, and the one a publish would give them: the form as it is. */
    revisions: () => ({
      published: entry?.published ? revisionOf(entry.published) : null,
      next: { document, translations: keptTranslations(schema, document, translations) },
    }),
    passesChecks,
    lockedPath: entry && CONTENT_KINDS[kind].list ? CONTENT_KINDS[kind].keyField : undefined,
    change(path: FieldPath, value: unknown) {
      setDocument((current) => setAt(current, path, value) as Document);
      const key = pathKey(path);
      setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    },
    /** Sets the text at `path` in `language`; an empty one is no translation. */
    changeTranslation(language: string, path: FieldPath, text: string) {
      setTranslations((current) => {
        const texts = { ...current[language] };
        if (text) texts[pathKey(path)] = text;
        else delete texts[pathKey(path)];
        return { ...current, [language]: texts };
      });
    },
    save: () =>
      run(async () => {
        if (!entry) {
          setCreating(true);
          try {
            return onCreated(
              await changes.create(document, keptTranslations(schema, document, translations)),
            );
          } catch (error) {
            setCreating(false);
            throw error;
          }
        }
        opens(
          await saveDraft(entry),
          i18n._('Draft saved. Visitors still see the published version.'),
        );
      }),
    /** Saves unsaved changes as the draft, then publishes the draft as `name`. */
    publish: (name: string) =>
      run(async () => {
        if (!entry) return;
        opens(
          await changes.publish(await saveDraft(entry)),
          i18n._('Published: {name} is live, visitors see it now.', { name }),
        );
      }),
    restore: async (number: number) => {
      await run(async () => {
        if (!entry) return;
        const restored = await changes.restore(entry, number);
        opens(
          restored,
          i18n._('Revision {number} is the draft again. Publish it to show it.', { number }),
        );
      }, false);
    },
    async reload() {
      opens(await reload(), null);
    },
  };
}
