/** A form's messages by field: a field without a problem has none. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;
