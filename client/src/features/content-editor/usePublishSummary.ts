import { useLingui } from '@lingui/react';
import {
  revisionChanges,
  type ObjectField,
  type RevisionContent as Revision,
} from '@lanka-tours/shared/content';
import { useFieldNameMessages } from './field-name-messages';
import { entryName } from './publish-changes';

/** What a publish asks the guide to confirm: the entry's name and what changes for visitors. */
export interface PublishSummary {
  name: string;
  summary: string;
}

/**
 * Says in one line what publishing `next` changes of the published revision ('Publishes 2
 * changed fields of Ella: Description, Picture'), naming the fields as the form labels them.
 */
export function usePublishSummary(schema: ObjectField) {
  const { i18n } = useLingui();
  const { fieldName } = useFieldNameMessages();
  const label = (key: string) => fieldName(schema.fields[key], key);
  return (key: string, published: Revision | null, next: Revision): PublishSummary => {
    const name = entryName(schema, next.document, key);
    if (!published) {
      return { name, summary: i18n._('Publishes {name} for the first time.', { name }) };
    }
    const changed = revisionChanges(schema, published, next).fields;
    const summary = changed.length
      ? i18n._(
          '{count, plural, one {Publishes # changed field of {name}: {fields}} other {Publishes # changed fields of {name}: {fields}}}',
          { count: changed.length, name, fields: changed.map(label).join(', ') },
        )
      : i18n._('Publishes {name} as it is: nothing differs from what visitors see now.', {
          name,
        });
    return { name, summary };
  };
}
