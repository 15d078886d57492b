import type { ContentKind } from '@lanka-tours/shared/content';
import {
  useCreateContentEntryMutation,
  usePublishContentMutation,
  useRestoreContentRevisionMutation,
  useSaveContentDraftMutation,
  type EntryEditor_EntryFragment,
} from '../../graphql/generated';

type Entry = EntryEditor_EntryFragment;
/** Texts in other languages: {language: {field path: text}}. */
export type Translations = Record<string, Record<string, string>>;

/** The editor's changes to one entry, each answering the entry as it now stands. */
export function useEntryChanges(kind: ContentKind) {
  const [create] = useCreateContentEntryMutation();
  const [save] = useSaveContentDraftMutation();
  const [publish] = usePublishContentMutation();
  const [restore] = useRestoreContentRevisionMutation();

  /** A change that answers nothing failed with an error Apollo threw; this never happens. */
  const answer = (entry: Entry | undefined): Entry => {
    if (!entry) throw new Error('The server gave no answer.');
    return entry;
  };

  return {
    create: async (document: Record<string, unknown>, translations: Translations) =>
      answer(
        (await create({ variables: { input: { kind, document, translations } } })).data
          ?.createContentEntry,
      ),
    save: async (entry: Entry, document: Record<string, unknown>, translations: Translations) => {
      const input = {
        kind,
        key: entry.key,
        expectedVersion: entry.version,
        document,
        translations,
      };
      return answer((await save({ variables: { input } })).data?.saveContentDraft);
    },
    publish: async (entry: Entry) => {
      const variables = { kind, key: entry.key, expectedVersion: entry.version };
      return answer((await publish({ variables })).data?.publishContent);
    },
    restore: async (entry: Entry, number: number) => {
      const variables = { kind, key: entry.key, expectedVersion: entry.version, number };
      return answer((await restore({ variables })).data?.restoreContentRevision);
    },
  };
}
