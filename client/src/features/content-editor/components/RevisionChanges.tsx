import { useLingui } from '@lingui/react';
import type { ObjectField } from '@lanka-tours/shared/content';
import type { RevisionHistory_RevisionFragment } from '../../../graphql/generated';
import { useLanguageName } from '../../../lib/language-names';
import { useFieldPathName } from '../revision-paths';

type TextChange = NonNullable<RevisionHistory_RevisionFragment['textChanges']>[number];

/** Each text a revision changed: the field and language, the old text beside the new one. */
export function RevisionChanges({
  schema,
  changes,
}: {
  schema: ObjectField;
  changes: TextChange[];
}) {
  const { i18n } = useLingui();
  const pathName = useFieldPathName(schema);
  const languageName = useLanguageName();
  const none = <em className="text-body-secondary">{i18n._('(none)')}</em>;
  return (
    <ul className="list-unstyled content-changes">
      {changes.map((change) => (
        <li key={`${change.language}:${change.path}`} className="content-change">
          <p className="content-change-field">
            {pathName(change.path)}
            <span className="text-body-secondary"> · {languageName(change.language)}</span>
          </p>
          <div className="row g-2">
            <div className="col-md-6">
              <div className="content-change-before">
                <span className="content-change-side">{i18n._('Before')}</span>
                {change.before ?? none}
              </div>
            </div>
            <div className="col-md-6">
              <div className="content-change-after">
                <span className="content-change-side">{i18n._('After')}</span>
                {change.after ?? none}
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
