import type { FieldErrors } from '@lanka-tours/shared/field-errors';
import { AppError } from './errors';

/**
 * Throws BAD_USER_INPUT with every field's message when any field has one. Its message is the
 * first field's, unless a form's specification words the whole refusal (`message`).
 */
export function assertValid(errors: FieldErrors, message?: string): void {
  if (Object.values(errors).some(Boolean)) throw AppError.invalidInput(errors, message);
}
