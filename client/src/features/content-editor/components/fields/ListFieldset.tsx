import { useLingui } from '@lingui/react';
import type { ListField } from '@lanka-tours/shared/content';
import type { ReactNode } from 'react';
import { emptyValue, type FieldPath } from '../../document-values';
import { useFields } from './fields-context';
import { GroupFieldset } from './GroupFieldset';
import { ItemActions } from '../ItemActions';
import { useFieldNameMessages } from '../../field-name-messages';

interface ListFieldsetProps {
  field: ListField;
  path: FieldPath;
  label: string;
  value: unknown;
  actions?: ReactNode;
}

/** A list's items, each with its moves and removal, and a button to add one. */
export function ListFieldset({ field, path, label, value, actions }: ListFieldsetProps) {
  const { i18n } = useLingui();
  const { change, disabled, Field } = useFields();
  const { nameOf, inSentence } = useFieldNameMessages();
  const items = Array.isArray(value) ? value : [];
  const itemLabel = field.of.label ? nameOf(field.of.label) : label;

  const set = (next: unknown[]) => change(path, next);
  const move = (from: number, to: number) => {
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    set(next);
  };

  return (
    <GroupFieldset path={path} legend={label} actions={actions}>
      {items.map((item, index) => {
        const itemPath = [...path, index];
        const name = `${itemLabel} ${index + 1}`;
        const actions = (
          <ItemActions
            name={name}
            disabled={disabled}
            canMoveUp={index > 0}
            canMoveDown={index < items.length - 1}
            canRemove={items.length > field.min}
            onMove={(by) => move(index, index + by)}
            onRemove={() => set(items.filter((_, i) => i !== index))}
          />
        );
        // Items have no identity but their place: each keeps its index as key.
        return (
          <Field
            key={index}
            field={field.of}
            path={itemPath}
            label={name}
            value={item}
            actions={actions}
          />
        );
      })}
      {items.length < field.max && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mb-2"
          disabled={disabled}
          onClick={() => set([...items, emptyValue(field.of)])}
        >
          {i18n._('Add {name}', { name: inSentence(itemLabel) })}
        </button>
      )}
    </GroupFieldset>
  );
}
