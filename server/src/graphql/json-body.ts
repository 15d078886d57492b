import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';

/** The largest JSON body of a GraphQL request. */
const LIMIT_BYTES = 100 * 1024;

/** The bytes of each JSON body as they arrived, before parsing. */
const rawBodies = new WeakMap<IncomingMessage, Buffer>();
/** Why a body could not be read, until the request reaches where it is answered. */
const failures = new WeakMap<IncomingMessage, unknown>();

const parseJson = express.json({
  limit: LIMIT_BYTES,
  verify: (req, _res, bytes) => {
    rawBodies.set(req, bytes);
  },
});

/** JSON in UTF-8, as express.json reads it; a body of any other type is left to it. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/**
 * A body read before Express (`readBeforeExpress`), parsed as express.json parses UTF-8 JSON: a
 * byte order mark dropped, an object or an array at the top, else refused as body-parser refuses
 * it (400, `entity.parse.failed`).
 */
function takeAsRead(req: IncomingMessage & { body?: unknown }, bytes: Buffer): void {
  rawBodies.set(req, bytes);
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    // Only an object or an array (whitespace JSON does not allow is refused by JSON.parse).
    const first = text.trimStart()[0];
    if (first !== '{' && first !== '[') throw new SyntaxError(`Unexpected token ${first}`);
    req.body = JSON.parse(text);
  } catch (error) {
    failures.set(req, Object.assign(error as Error, { status: 400, type: 'entity.parse.failed' }));
  }
}

/**
 * A visitor's GraphQL question in a plain JSON body (declared length within the limit, not
 * compressed), read before Express: its bytes are the key of a cached answer (http/cached-answers).
 * Express's reader then takes it as read. Undefined for any other body, which Express reads.
 */
export function readBeforeExpress(req: IncomingMessage): Promise<Buffer> | undefined {
  const length = Number(req.headers['content-length']);
  const plain =
    length > 0 &&
    length <= LIMIT_BYTES &&
    req.headers['content-encoding'] === undefined &&
    PLAIN_JSON.test(req.headers['content-type'] ?? '');
  if (!plain) return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const bytes = Buffer.concat(chunks);
      takeAsRead(req, bytes);
      resolve(bytes);
    });
    req.once('close', () => reject(new Error('The client went before its body was sent')));
  });
}

/**
 * Reads a GraphQL request's JSON body (multipart ones are left to the upload reader) first
 * thing, keeping its bytes: with the headers that matter they are the key of a cached answer
 * (http/cached-answers), which is looked up before the rest of the chain runs. A body that
 * cannot be read is refused where the body used to be read (`refuseUnreadableBody`), once every
 * GraphQL answer's headers have been set.
 */
export const readJsonBody: RequestHandler = (req, res, next) => {
  if (rawBodies.has(req)) return next();
  parseJson(req, res, (error?: unknown) => {
    if (error) failures.set(req, error);
    next();
  });
};

/** The failure the body's reading met, if any (too large, not JSON, cut off), as the answer. */
export const refuseUnreadableBody: RequestHandler = (req, _res, next) => {
  next(failures.get(req));
};

/** The JSON body's bytes as they arrived, when they were read. */
export function rawJsonBody(req: IncomingMessage): Buffer | undefined {
  return rawBodies.get(req);
}
