import type { FieldErrors } from '../shared/account-rules';
import { AppError } from './errors';

/** Throws BAD_USER_INPUT with every field's message when any field has one. */
export function assertValid(errors: FieldErrors): void {
  if (Object.values(errors).some(Boolean)) throw AppError.invalidInput(errors);
}
