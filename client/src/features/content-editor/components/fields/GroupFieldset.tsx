import type { ReactNode } from 'react';
import { FieldError } from '../../../../components/form/FieldError';
import { inputId, pathKey, type FieldPath } from '../../document-values';
import { useFields } from './fields-context';

interface GroupFieldsetProps {
  path: FieldPath;
  legend: string;
  /** Buttons beside the legend: add, remove or move the group. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A fieldset for a group or a list, with a message about the whole of it. */
export function GroupFieldset({ path, legend, actions, children }: GroupFieldsetProps) {
  const { errors } = useFields();
  const id = inputId(path);
  const error = errors[pathKey(path)];
  return (
    <fieldset
      className={`content-group${error ? ' is-invalid' : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="content-group-legend">{legend}</legend>
      {actions && <div className="content-group-actions">{actions}</div>}
      {error && (
        <div className="content-field">
          <FieldError fieldId={id} message={error} />
        </div>
      )}
      {children}
    </fieldset>
  );
}
