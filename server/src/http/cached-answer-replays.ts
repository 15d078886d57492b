import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SitePart } from '../common/read-cache';
import { markCached } from '../common/request-scope';
import type { CompressedCopies } from './compressed-copies';
import { preferredEncoding } from './compressed-copies';

/** A cached answer's bytes, as CachedAnswers holds them. */
export interface CachedBytes {
  body: Buffer;
  copies: CompressedCopies;
  reads: ReadonlySet<SitePart>;
}

/**
 * Headers that are the request's own, not the answer's: its id, the representation sent (each
 * request may accept another encoding), the statements it sent to the database (NODE_ENV=test).
 */
const PER_REQUEST = new Set([
  'x-request-id',
  'content-length',
  'content-encoding',
  'x-sql-statements',
]);

/** More than this (made-up Origin headers) and the replays start afresh. */
const MOST_REPLAYS = 1000;

interface Replay {
  answer: CachedBytes;
  /** Every header the app's chain set on it, as name, value, name, value… */
  headers: string[];
}

/** The headers set on an answer so far, as a flat list, but the request's own. */
function answerHeaders(res: ServerResponse): string[] {
  const headers: string[] = [];
  // As they were spelled when set (Node's, missing from its typings), as the app sends them.
  const { getRawHeaderNames } = res as ServerResponse & { getRawHeaderNames(): string[] };
  for (const name of getRawHeaderNames.call(res)) {
    if (PER_REQUEST.has(name.toLowerCase())) continue;
    for (const value of ([] as unknown[]).concat(res.getHeader(name)))
      headers.push(name, String(value));
  }
  return headers;
}

/** Starts a request's record (observability/request-log), for its id and its log line. */
export type RecordRequest = (req: IncomingMessage, res: ServerResponse) => { id: string };

/**
 * Cached answers as the app sent them, headers and all, for the requests that asked the same
 * question (the key) from the same Origin: those are answered again as they come in, before
 * Express and its middleware, which would set the very same headers (the request log is written
 * the same way). Conditional requests (If-None-Match) are left to the app.
 */
export class CachedAnswerReplays {
  private readonly replays = new Map<string, Replay>();
  /** The replays of each answer (by Origin), for forgetting them with it. */
  private readonly keysOf = new Map<CachedBytes, Set<string>>();

  constructor(private readonly recordRequest: RecordRequest) {}

  /** Records the headers of `res`, a cached answer about to go out (its body aside). */
  record(req: IncomingMessage, key: string, answer: CachedBytes, res: ServerResponse): void {
    if (this.replays.size >= MOST_REPLAYS) {
      this.replays.clear();
      this.keysOf.clear();
    }
    const replay = replayKey(req, key);
    this.replays.set(replay, { answer, headers: answerHeaders(res) });
    this.keysOf.set(answer, (this.keysOf.get(answer) ?? new Set()).add(replay));
  }

  /** Forgets the replays of an answer that is cached no more. */
  forgetAnswer(answer: CachedBytes): void {
    for (const key of this.keysOf.get(answer) ?? []) {
      if (this.replays.get(key)?.answer === answer) this.replays.delete(key);
    }
    this.keysOf.delete(answer);
  }

  /** Answers the request with the replay for `key`; false when there is none. */
  answer(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    if (req.headers['if-none-match'] !== undefined) return false;
    const replay = this.replays.get(replayKey(req, key));
    if (!replay) return false;
    // The copy first: should it fail, the app answers the request, with its own record.
    const encoding = preferredEncoding(req);
    const body = encoding ? replay.answer.copies.encoded(encoding) : replay.answer.body;
    const representation = encoding ? ['Content-Encoding', encoding] : [];
    const { id } = this.recordRequest(req, res);
    markCached(res);
    res.writeHead(200, [
      'X-Request-Id',
      id,
      ...replay.headers,
      ...representation,
      'Content-Length',
      String(body.length),
    ]);
    res.end(body);
    return true;
  }
}

/** CORS headers depend on the Origin: a replay is for requests from the same one. */
const replayKey = (req: IncomingMessage, key: string) => `${req.headers.origin ?? ''}\n${key}`;
