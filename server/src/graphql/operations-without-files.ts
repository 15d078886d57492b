import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import processRequest from 'graphql-upload/processRequest.mjs';
import { AppError } from '../common/errors';
import { watchUploadBody, type UploadBodyLimits } from '../http/upload-body';
import { uploadFailure, type Operations, type UploadOptions } from './upload-scalar';

/** The multipart request's parts that come before its files. */
const LEADING_FIELDS = ['operations', 'map'];

/**
 * The fields sent before the first file, read as soon as they have arrived; the rest of the body
 * is then read and dropped as it comes, so the answer reaches a client that is still sending.
 */
function fieldsBeforeFiles(
  req: IncomingMessage,
  res: ServerResponse,
  options: UploadOptions,
  limits: UploadBodyLimits,
): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fields: LEADING_FIELDS.length, fieldSize: options.maxFieldSize },
    });
    const fields = new Map<string, string>();
    parser.on('field', (name, value, { valueTruncated }) => {
      if (valueTruncated) reject(new AppError('REQUEST_TOO_LARGE'));
      else if (LEADING_FIELDS.includes(name)) fields.set(name, value);
    });
    parser.on('file', (_name, stream) => {
      stream.resume();
      resolve(fields);
    });
    parser.on('close', () => resolve(fields));
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new AppError('MALFORMED_UPLOAD'));
    });
    watchUploadBody(req, res, limits).catch(reject);
    req.pipe(parser);
  });
}

/** A stand-in request whose body is these fields alone, for graphql-upload to read. */
function requestOf(fields: Map<string, string>): IncomingMessage {
  const boundary = `fields-${randomUUID()}`;
  const parts = [...fields].map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Readable.from([Buffer.from(`${parts.join('')}--${boundary}--\r\n`)]);
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  return Object.assign(body, { headers }) as unknown as IncomingMessage;
}

/**
 * A multipart request without a valid session: every upload mutation refuses it, so none of its
 * files is written anywhere. graphql-upload builds the operation from the fields alone, each file
 * counted as missing, and the resolver answers as it does to any signed-out caller, at once.
 */
export async function operationsWithoutFiles(
  req: IncomingMessage,
  res: ServerResponse,
  options: UploadOptions,
  limits: UploadBodyLimits,
): Promise<Operations> {
  let fields: Map<string, string>;
  try {
    fields = await fieldsBeforeFiles(req, res, options, limits);
  } catch (error) {
    throw uploadFailure(error as Error);
  }
  return processRequest(requestOf(fields), res, options).catch((error: Error) => {
    throw uploadFailure(error);
  });
}
