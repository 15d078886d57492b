import { useTranslateSharedMessage } from '../../lib/translate-shared-message';

/** The id of a field's message, for the input's aria-describedby. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * The accessibility attributes of an input that may carry a message: aria-invalid, and
 * aria-describedby pointing at the message (and at a hint when there is one), so screen
 * readers read the message as soon as the input takes focus.
 */
export function validityAttributes(fieldId: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? fieldErrorId(fieldId) : undefined].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
}

/** Bootstrap's invalid-feedback text under an input; nothing while the field is valid. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  const translate = useTranslateSharedMessage();
  if (!message) return null;
  return (
    <div id={fieldErrorId(fieldId)} className="invalid-feedback">
      {translate(message)}
    </div>
  );
}
