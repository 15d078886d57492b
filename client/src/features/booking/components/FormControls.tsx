import type { ChangeEvent, ReactNode } from 'react';
import { useTranslateSharedMessage } from '../../../lib/translate-shared-message';

/** What binds one control to the form: its value, and its message once the form was checked. */
export interface ControlBinding {
  id: string;
  name: string;
  value: string;
  /** Shown only after a failed submit (the form's validated state). */
  invalid: boolean;
  /** Bootstrap's invalid-feedback text: the specification's message for the field, translated. */
  message: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
}

function feedbackId(id: string): string {
  return `${id}-feedback`;
}

/** The label, the control and its invalid-feedback, the way Bootstrap's validation styles them. */
function ControlFrame({
  binding,
  label,
  className,
  children,
}: {
  binding: ControlBinding;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={binding.id} className="form-label">
        {label}
      </label>
      {children}
      <div id={feedbackId(binding.id)} className="invalid-feedback">
        {binding.message}
      </div>
    </div>
  );
}

/** The control's own attributes: its value, and aria for the message while it is shown. */
function controlProps({ id, name, value, invalid, onChange }: ControlBinding) {
  return {
    id,
    name,
    value,
    onChange,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? feedbackId(id) : undefined,
  };
}

export function TextControl({
  binding,
  label,
  className = 'col-md-6',
  ...input
}: {
  binding: ControlBinding;
  label: string;
  className?: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  min?: string;
  max?: string;
}) {
  return (
    <ControlFrame binding={binding} label={label} className={className}>
      <input className="form-control" required {...input} {...controlProps(binding)} />
    </ControlFrame>
  );
}

export function SelectControl({
  binding,
  label,
  placeholder,
  options,
  className = 'col-md-6',
}: {
  binding: ControlBinding;
  label: string;
  placeholder: string;
  options: readonly string[];
  className?: string;
}) {
  const translate = useTranslateSharedMessage();
  return (
    <ControlFrame binding={binding} label={label} className={className}>
      <select className="form-select" required {...controlProps(binding)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {translate(option)}
          </option>
        ))}
      </select>
    </ControlFrame>
  );
}

export function MessageControl({
  binding,
  label,
  maxLength,
}: {
  binding: ControlBinding;
  label: string;
  maxLength: number;
}) {
  return (
    <ControlFrame binding={binding} label={label} className="col-12">
      <textarea
        className="form-control"
        rows={4}
        maxLength={maxLength}
        {...controlProps(binding)}
      />
    </ControlFrame>
  );
}
