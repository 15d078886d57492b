import type { ObjectField } from '@lanka-tours/shared/content';
import type { ReactNode } from 'react';
import type { FieldPath } from '../../document-values';
import { GroupFieldset } from './GroupFieldset';
import { useFields } from './fields-context';
import { useFieldNameMessages } from '../../field-name-messages';

interface ObjectFieldsetProps {
  field: ObjectField;
  path: FieldPath;
  label: string;
  value: unknown;
  actions?: ReactNode;
}

/** The fields of a group, in its schema's order; with `keys`, only those. */
export function ObjectFields({
  field,
  path,
  value,
  keys,
}: Omit<ObjectFieldsetProps, 'label'> & { keys?: string[] }) {
  const { Field } = useFields();
  const { fieldName } = useFieldNameMessages();
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const shown = Object.entries(field.fields).filter(([key]) => !keys || keys.includes(key));
  return shown.map(([key, child]) => (
    <Field
      key={key}
      field={child}
      path={[...path, key]}
      label={fieldName(child, key)}
      value={record[key]}
    />
  ));
}

/** A group of fields as a fieldset named by its legend. */
export function ObjectFieldset({ field, path, label, value, actions }: ObjectFieldsetProps) {
  return (
    <GroupFieldset path={path} legend={label} actions={actions}>
      <ObjectFields field={field} path={path} value={value} />
    </GroupFieldset>
  );
}
