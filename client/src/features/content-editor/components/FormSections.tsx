import { useLingui } from '@lingui/react';
import type { ObjectField, TextsByPath } from '@lanka-tours/shared/content';
import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { useMemo, useState } from 'react';
import type { Document } from '../document-values';
import { useFieldNameMessages } from '../field-name-messages';
import {
  formSections,
  sectionStatus,
  type FormSection,
  type SectionStatus,
} from '../form-sections';
import { ObjectFields } from './fields/ObjectFieldset';

interface FormSectionsProps {
  schema: ObjectField;
  value: Document;
  /** The document's English texts by path. */
  english: TextsByPath;
  errors: FieldErrors;
  translations: Record<string, TextsByPath | undefined>;
}

/** What a section's title says beside it: its messages, and its texts still to translate. */
function StatusBadges({ status }: { status: SectionStatus }) {
  const { i18n } = useLingui();
  return (
    <>
      {status.errors > 0 && (
        <span className="badge content-section-errors">
          {i18n._('{count, plural, one {# error} other {# errors}}', { count: status.errors })}
        </span>
      )}
      {status.untranslated > 0 && (
        <span className="badge content-section-untranslated">
          {i18n._('{count, plural, one {# translation missing} other {# translations missing}}', {
            count: status.untranslated,
          })}
        </span>
      )}
    </>
  );
}

/**
 * A long entry's fields in sections that fold away, the first open, with an outline above them
 * saying where each section stands; a section with a message opens by itself, so the first
 * invalid field can take the focus. A short entry's fields are shown whole.
 */
export function FormSections(props: FormSectionsProps) {
  const { schema, value, english, errors, translations } = props;
  const { i18n } = useLingui();
  const { fieldName } = useFieldNameMessages();
  const sections = useMemo(() => formSections(schema), [schema]);
  const [opened, setOpened] = useState(() => new Set(sections?.slice(0, 1).map(({ key }) => key)));
  if (!sections) return <ObjectFields field={schema} path={[]} value={value} />;

  // Each section's standing, worked out once for the outline and the section's title.
  const parts = sections.map((section) => ({
    section,
    status: sectionStatus(section, errors, english, translations),
  }));
  const title = ({ field, key }: FormSection) =>
    field ? fieldName(field, key) : i18n._('Details');
  const toggle = (key: string, open: boolean) =>
    setOpened((now) => {
      if (now.has(key) === open) return now;
      const next = new Set(now);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <>
      <nav className="content-outline" aria-label={i18n._('Sections of this entry')}>
        <ol className="list-unstyled mb-0">
          {parts.map(({ section, status }) => (
            <li key={section.key}>
              {/* The link scrolls to the section, which it opens first. */}
              <a href={`#section-${section.key}`} onClick={() => toggle(section.key, true)}>
                {title(section)}
              </a>
              <StatusBadges status={status} />
            </li>
          ))}
        </ol>
      </nav>
      {parts.map(({ section, status }) => (
        <details
          key={section.key}
          id={`section-${section.key}`}
          className="content-section"
          open={opened.has(section.key) || status.errors > 0}
          onToggle={(event) => toggle(section.key, event.currentTarget.open)}
        >
          <summary className="content-section-summary">
            <span className="content-section-title">{title(section)}</span>
            <StatusBadges status={status} />
          </summary>
          <div className="content-section-body">
            <ObjectFields field={schema} keys={section.fieldKeys} path={[]} value={value} />
          </div>
        </details>
      ))}
    </>
  );
}
