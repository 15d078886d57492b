import { ListFieldset } from './ListFieldset';
import { LeafInput } from './LeafInput';
import { ObjectFieldset } from './ObjectFieldset';
import { OptionalGroup } from './OptionalGroup';
import { PictureInput } from './PictureInput';
import type { SchemaFieldProps } from './fields-context';

/** The input for one field of a kind's schema, whatever its type. */
export function SchemaField(props: SchemaFieldProps) {
  const { field } = props;
  const isGroup = field.type === 'object' || field.type === 'list';
  const input = <FieldInput {...props} />;
  if (isGroup && field.optional) return <OptionalGroup {...props}>{input}</OptionalGroup>;
  return input;
}

function FieldInput({ field, ...props }: SchemaFieldProps) {
  switch (field.type) {
    case 'object':
      return <ObjectFieldset field={field} {...props} />;
    case 'list':
      return <ListFieldset field={field} {...props} />;
    case 'picture':
      return <PictureInput field={field} {...props} />;
    default:
      return <LeafInput field={field} {...props} />;
  }
}
