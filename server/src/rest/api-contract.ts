import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { ErrorCode } from '../common/errors';
import { bodyText } from './rest-helpers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an operation. The service decides; this tells the reader. */
export type Access = 'anyone' | 'signed-in' | 'tour-guide';

/** The fields of a body, each with its schema (its limits are the service's rules). */
export type TextFields = Record<string, z.ZodType>;

export interface Operation<Fields extends TextFields = TextFields> {
  method: Method;
  /** Express pattern below the module's prefix: `/:id/cover`. */
  path: string;
  summary: string;
  access: Access;
  /** A JSON body's fields: the route reads these and no other (`bodyTexts`). */
  json?: Fields;
  /** A multipart body: its text fields and the field that carries files. */
  multipart?: { fields: TextFields; files: { name: string; max: number } };
  query?: TextFields;
  /** The path's `:name` parameters that take less than any text (a kind, a slug's pattern). */
  params?: TextFields;
  headers?: Record<string, string>;
  /** The answer when it succeeds: status, what it means, its JSON (or another type). */
  answer: { status: number; description: string; body: z.ZodType; contentType?: string };
  /** Refusals beyond those the access and a body bring (see openapi-document.ts). */
  errors?: ErrorCode[];
}

/** An operation, typed by its JSON fields so `bodyTexts` knows their names. */
export function operation<Fields extends TextFields>(spec: Operation<Fields>): Operation<Fields> {
  return spec;
}

/** A module's operations and where the REST router mounts them. */
export interface ApiModule {
  /** The tag the operations are listed under, and the prefix of their ids. */
  name: string;
  /** What the tag's operations are for, as the document lists it. */
  description: string;
  prefix: string;
  operations: Record<string, Operation>;
  /** Answers' parts named once in the document's components. */
  schemas?: Record<string, z.ZodType>;
}

/** A route's `:name` parameters: one text each (the contracts use no wildcards). */
type PathParameters = Record<string, string>;

/** Registers the handler under the operation's own method and path. */
export function on(router: Router, spec: Operation, handler: RequestHandler<PathParameters>): void {
  router[spec.method](spec.path, handler as RequestHandler);
}

/** The operation's JSON fields as text, by the names it documents; non-text counts as empty. */
export function bodyTexts<Fields extends TextFields>(
  req: Request,
  spec: Operation<Fields>,
): Record<keyof Fields, string> {
  const names = Object.keys(spec.json ?? {}) as (keyof Fields & string)[];
  return Object.fromEntries(names.map((name) => [name, bodyText(req, name)])) as Record<
    keyof Fields,
    string
  >;
}

/** What an upload of images may meet, besides the fields' own refusals. */
export const UPLOAD_REFUSALS: ErrorCode[] = [
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_IMAGE',
  'IMAGE_TOO_LARGE',
  'MALFORMED_UPLOAD',
  'UPLOAD_STALLED',
  'UPLOAD_TOO_SLOW',
  'TOO_MANY_UPLOADS',
];

interface TextOptions {
  max?: number;
  optional?: boolean;
}

/**
 * A text field of at most `max` characters. An `optional` one may be left out: the route reads it
 * as empty, which its service accepts; the others are required.
 */
export function text(description: string, { max, optional = false }: TextOptions = {}) {
  const schema = (max === undefined ? z.string() : z.string().max(max)).meta({ description });
  return optional ? schema.optional() : schema;
}

/** A time as the REST answers write it (ISO 8601, UTC). */
export const isoTime = z.string().meta({ format: 'date-time' });

/** An amount, an integer in cents (minor units) of its currency. */
export const cents = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description} In cents (minor units) of the currency.` });

/** `{message}`: the answer of an operation that returns nothing else. */
export const Message = z.object({ message: z.string() });

/** `{message}` of an operation that queues an email, and outside production where to read it. */
export const MessageAnswer = Message.extend({ previewUrl: z.string().optional() }).meta({
  description: 'previewUrl: outside production, where to read the email just queued.',
});

/** Every refusal: the error table's message, each field's message, and a reason for some. */
export const ErrorAnswer = z
  .object({
    status: z.string().optional().meta({ description: 'invalid_token or invalid_password' }),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'field → message' }),
  })
  .meta({ description: 'Every refusal, whatever its status.' });
