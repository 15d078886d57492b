import type { FieldErrors } from '../field-errors';
import { IMAGE_ADDRESS } from './common-fields';
import type { Field, ListField, ObjectField } from './fields';
import { contentMessages, type FieldMessages } from './messages';

export const TEXT_MAX_LENGTH = 1000;
export const MARKDOWN_MAX_LENGTH = 20000;
/** A picture's width and height, in pixels. */
export const PICTURE_SIDE = { type: 'number', min: 1, max: 20000, integer: true } as const;

/** 'bestTimeToVisit' reads 'Best time to visit'. */
export function labelFromKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Check = (
  field: Field,
  value: unknown,
  label: string,
  say: FieldMessages,
) => string | undefined;

function checkText(maxLength: number, allowEmpty: boolean): Check {
  return (_field, value, label, say) => {
    if (typeof value !== 'string') return say.notText(label);
    if (!allowEmpty && !value.trim()) return say.required(label);
    if (value.length > maxLength) return say.tooLong(label, maxLength);
    return undefined;
  };
}

const checkNumber: Check = (field, value, label, say) => {
  if (field.type !== 'number') return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return say.notNumber(label);
  if (field.integer && !Number.isInteger(value)) return say.notWhole(label);
  if (value < field.min || value > field.max) return say.outOfRange(label, field.min, field.max);
  return undefined;
};

const LEAF_CHECKS: Partial<Record<Field['type'], Check>> = {
  text: (field, value, label, say) =>
    checkText(TEXT_MAX_LENGTH, field.type === 'text' && Boolean(field.allowEmpty))(
      field,
      value,
      label,
      say,
    ),
  markdown: checkText(MARKDOWN_MAX_LENGTH, false),
  number: checkNumber,
  boolean: (_field, value, label, say) =>
    typeof value === 'boolean' ? undefined : say.notBoolean(label),
  code: (field, value, label, say) => {
    if (field.type !== 'code') return undefined;
    if (typeof value !== 'string' || !value) return say.required(label);
    if (!field.pattern.test(value)) return say.badShape(label, field.shape);
    return field.reserved?.has(value) ? say.takenBySite(label) : undefined;
  },
  choice: (field, value, label, say) =>
    field.type === 'choice' && !field.options.includes(value as string)
      ? say.notAnOption(label, field.options)
      : undefined,
};

/** Where a walk puts the problems it finds, and the sentences it says them in. */
interface Findings {
  errors: FieldErrors;
  say: FieldMessages;
}

/**
 * Every problem of a document, by the path of its field ('fullDetails.attractions.0.name'), in
 * the words the editor's form shows under that field: English, or `say`'s (the editor's page
 * language). No problem: an empty object.
 */
export function validateDocument(
  schema: ObjectField,
  document: unknown,
  say: FieldMessages = contentMessages,
): FieldErrors {
  const findings: Findings = { errors: {}, say };
  visit(schema, document, '', 'Content', findings);
  return findings.errors;
}

function visit(field: Field, value: unknown, path: string, label: string, found: Findings): void {
  const { errors, say } = found;
  if (value === undefined || value === null) {
    if (!field.optional) errors[path] = say.required(label);
    return;
  }
  if (field.type === 'object') return visitObject(field, value, path, label, found);
  if (field.type === 'list') return visitList(field, value, path, label, found);
  if (field.type === 'picture') return visitPicture(field.decorative, value, path, label, found);
  const problem = LEAF_CHECKS[field.type]?.(field, value, label, say);
  if (problem) errors[path] = problem;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

function visitObject(
  field: ObjectField,
  value: unknown,
  path: string,
  label: string,
  found: Findings,
): void {
  const { errors, say } = found;
  if (!isRecord(value)) {
    errors[path] = say.notGroup(label);
    return;
  }
  for (const [key, child] of Object.entries(field.fields)) {
    visit(child, value[key], join(path, key), child.label ?? labelFromKey(key), found);
  }
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(field.fields, key))
      errors[join(path, key)] = say.unknownField(labelFromKey(key));
  }
}

function visitList(
  field: ListField,
  value: unknown,
  path: string,
  label: string,
  found: Findings,
): void {
  const { errors, say } = found;
  if (!Array.isArray(value)) {
    errors[path] = say.notList(label);
    return;
  }
  if (value.length < field.min) errors[path] = say.tooFew(label, field.min);
  if (value.length > field.max) errors[path] = say.tooMany(label, field.max);
  const itemLabel = field.of.label ?? label;
  value.forEach((item, index) => visit(field.of, item, join(path, index), itemLabel, found));
}

/** What is wrong with a picture's alt text, if anything; a decorative picture may have none. */
export const altTextProblem = (
  alt: unknown,
  decorative = false,
  say: FieldMessages = contentMessages,
) => checkText(TEXT_MAX_LENGTH, decorative)({ type: 'text' }, alt, say.altLabel, say);

function visitPicture(
  decorative: boolean | undefined,
  value: unknown,
  path: string,
  label: string,
  found: Findings,
): void {
  const { errors, say } = found;
  if (!isRecord(value)) {
    errors[path] = say.required(label);
    return;
  }
  const { src, alt, width, height, ...others } = value;
  for (const key of Object.keys(others)) errors[join(path, key)] = say.unknownField(key);
  if (typeof src !== 'string' || !IMAGE_ADDRESS.test(src)) {
    errors[join(path, 'src')] = say.badPicture;
  }
  const altProblem = altTextProblem(alt, Boolean(decorative), say);
  if (altProblem) errors[join(path, 'alt')] = altProblem;
  const widthProblem = checkNumber(PICTURE_SIDE, width, 'Width', say);
  if (widthProblem) errors[join(path, 'width')] = widthProblem;
  const heightProblem = checkNumber(PICTURE_SIDE, height, 'Height', say);
  if (heightProblem) errors[join(path, 'height')] = heightProblem;
}
