import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { emptyValue } from '../../document-values';
import { useFields, type SchemaFieldProps } from './fields-context';
import { useFieldNameMessages } from '../../field-name-messages';

/** A group or list the document may leave out: added and removed as a whole. */
export function OptionalGroup(props: SchemaFieldProps & { children: ReactNode }) {
  const { i18n } = useLingui();
  const { change, disabled } = useFields();
  const { inSentence } = useFieldNameMessages();
  const { field, path, label, value, children } = props;
  if (value === undefined || value === null) {
    return (
      <div className="mb-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={disabled}
          onClick={() => change(path, emptyValue({ ...field, optional: false }))}
        >
          {i18n._('Add {name}', { name: inSentence(label) })}
        </button>
      </div>
    );
  }
  return (
    <div className="content-optional">
      {children}
      <button
        type="button"
        className="btn btn-sm btn-outline-danger mb-3"
        disabled={disabled}
        onClick={() => change(path, undefined)}
      >
        {i18n._('Remove {name}', { name: inSentence(label) })}
      </button>
    </div>
  );
}
