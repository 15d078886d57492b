import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { languageFromHeader } from '../common/accept-language';
import { DEFAULT_SITE_LANGUAGE } from '@lanka-tours/shared/site-languages';
import { logger } from '../common/logger';
import { BoundedMap } from '../common/bounded-map';
import { isTouched, type Changes, type SitePart } from '../common/read-cache';
import { markCached } from '../common/request-scope';
import { CompressedCopies, preferredEncoding } from './compressed-copies';
import { CachedAnswerReplays, type RecordRequest } from './cached-answer-replays';

/**
 * What a CDN in front may do with a public answer: keep it a few seconds and serve it a while
 * longer while it asks again; browsers ask every time (with the ETag, answered 304 when unchanged).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** Cached answers: at most this many (made-up query strings), and CACHED_READS_MAX_MB of bytes. */
const MOST_ANSWERS = 500;

/** Which requests of a transport have an answer that is the same for every visitor. */
export interface PublicReads {
  /**
   * The request's key, when its answer may be public (undefined for requests of another
   * transport); asked of every request a visitor makes, so it is cheap.
   */
  keyOf(req: Request): string | undefined;
  /**
   * The same key before Express, from the request line, the headers and the body's bytes when
   * `bodyFirst` read them; undefined when only `keyOf` can tell.
   */
  rawKeyOf(req: IncomingMessage, body?: Buffer): string | undefined;
  /** The body that carries the request's question, read before Express; else undefined. */
  bodyFirst(req: IncomingMessage): Promise<Buffer> | undefined;
  /** The parts of the site the answer to a request with a key reads. */
  partsOf(req: Request): ReadonlySet<SitePart>;
  /** Asked of an answer (status 200) when none is cached for its key: may every visitor have it? */
  cacheable(req: Request, body: string): boolean;
}

/**
 * A transport's public reads, with what sets the headers of the transport's own on its answers
 * (CORS) before they are cached: a cached answer is sent with them, and with the site's (security
 * headers), before the transport's chain runs. It calls `next` before it returns.
 */
export interface PublicTransport {
  reads: PublicReads;
  headers: RequestHandler;
}

interface Answer {
  body: Buffer;
  etag: string;
  contentType: string;
  /** Brotli and gzip copies, for clients that accept them (every browser). */
  copies: CompressedCopies;
  /** It goes once one of these changes. */
  reads: ReadonlySet<SitePart>;
}

/** Express adds the charset of a text body as it sends it; a cached answer says it too. */
const withCharset = (type: string) => (/charset=/i.test(type) ? type : `${type}; charset=utf-8`);

/**
 * The memory an answer takes, counted as twice its bytes: with its compressed copies (a third of
 * it or less between them) and its key, a margin for what is not counted exactly.
 */
const bytesOf = (answer: Answer) => 2 * answer.body.length;

const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A shared cache must not hand a visitor's answer to someone signed in, or the other way round;
 * nor one language's messages to a request in another.
 */
const VARIES = 'Authorization, Accept-Encoding, Accept-Language';

/** Each language has its own cached answers: the key names the language of the messages. */
function inLanguage(req: IncomingMessage, key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  const language = languageFromHeader(req.headers['accept-language']) ?? DEFAULT_SITE_LANGUAGE;
  return `${language} ${key}`;
}

function markPublic(res: Response, etag: string): void {
  res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.vary(VARIES);
}

/**
 * The answers visitors (no Authorization header) get to public reads, cached whole (bytes and
 * ETag) until a change visitors would see, like the rendered pages. Such an answer is marked
 * public for CDNs; an answer to anyone signed in is never cached here and stays `no-store`.
 */
export class CachedAnswers {
  private readonly cached: BoundedMap<string, Answer>;
  private readonly replays: CachedAnswerReplays;
  /** Rises with every change: an answer read before one is not cached. */
  private generation = 0;

  constructor(changes: Changes, recordRequest: RecordRequest, mostBytes: number) {
    this.replays = new CachedAnswerReplays(recordRequest);
    // An answer that goes is replayed no more: nothing holds on to its bytes.
    this.cached = new BoundedMap({ entries: MOST_ANSWERS, bytes: mostBytes }, (answer) =>
      this.replays.forgetAnswer(answer),
    );
    changes.onChange((touched) => {
      this.cached.deleteWhere((answer) => isTouched(answer.reads, touched));
      this.generation += 1;
    });
  }

  /**
   * The server's first look at a request, before Express: a visitor's public read asked as one
   * answered before (its question, its Origin) gets that answer again, headers and all; anything
   * else goes to `app`, with the body read for the question taken as read.
   */
  answerFirst(transports: PublicReads[], app: RequestListener): RequestListener {
    return (req, res) => {
      if (req.headers.authorization !== undefined) return app(req, res);
      for (const reads of transports) {
        const body = reads.bodyFirst(req);
        if (body) {
          body.then(
            (bytes) =>
              this.replayed(inLanguage(req, reads.rawKeyOf(req, bytes)), req, res) || app(req, res),
            () => app(req, res),
          );
          return;
        }
        const key = inLanguage(req, reads.rawKeyOf(req));
        if (key !== undefined) return this.replayed(key, req, res) || app(req, res);
      }
      app(req, res);
    };
  }

  /**
   * Answers a visitor's public read from the cache, first thing in Express: the request's
   * path through the app's routers and the transport's own chain would set nothing more on a
   * cached answer than the site's security headers, in front of this, and the transport's
   * `headers`. Anything else goes on.
   */
  answerCached(transports: PublicTransport[]): RequestHandler {
    return (req, res, next) => {
      if (req.headers.authorization !== undefined || this.cached.size === 0) return next();
      for (const { reads, headers } of transports) {
        const key = inLanguage(req, reads.keyOf(req));
        if (key === undefined) continue;
        const cached = this.cached.get(key);
        if (!cached) return next();
        return headers(req, res, (error?: unknown) =>
          error ? next(error) : this.sendCached(key, req, res, cached),
        );
      }
      next();
    };
  }

  /** Caches the answers of a transport's public reads, in its chain, for `answerCached`. */
  cacheAnswers(reads: PublicReads): RequestHandler {
    return (req, res, next) => {
      if (req.headers.authorization !== undefined) return next();
      const key = inLanguage(req, reads.keyOf(req));
      if (key !== undefined) this.keepWhatIsSent(key, req, res, reads);
      next();
    };
  }

  /** Whether the request was answered with a replay; on a failure, the app answers it. */
  private replayed(key: string | undefined, req: IncomingMessage, res: ServerResponse): boolean {
    if (key === undefined) return false;
    try {
      return this.replays.answer(req, res, key);
    } catch (error) {
      // Outside Express nothing would catch it: the process would go down with it.
      logger.error({ err: error }, 'A cached answer could not be replayed');
      if (res.headersSent) res.destroy();
      return res.headersSent;
    }
  }

  private sendCached(key: string, req: Request, res: Response, answer: Answer): void {
    // For the request log and the metrics, which see no route (observability/request-log).
    markCached(res);
    markPublic(res, answer.etag);
    if (req.fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', answer.contentType);
    this.replays.record(req, key, answer, res);
    const encoding = preferredEncoding(req);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const body = encoding ? answer.copies.encoded(encoding) : answer.body;
    res.setHeader('Content-Length', body.length);
    res.end(body);
  }

  private keepWhatIsSent(key: string, req: Request, res: Response, reads: PublicReads): void {
    const generation = this.generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      if (res.statusCode === 200 && typeof body === 'string' && reads.cacheable(req, body)) {
        const bytes = Buffer.from(body);
        const answer = {
          body: bytes,
          copies: new CompressedCopies(bytes),
          etag: etagOf(bytes),
          contentType: withCharset(String(res.get('Content-Type'))),
          reads: reads.partsOf(req),
        };
        markPublic(res, answer.etag);
        if (generation === this.generation) {
          this.store(key, answer);
          res.setHeader('Content-Type', answer.contentType);
          this.replays.record(req, key, answer, res);
        }
      }
      return send(body);
    };
  }

  private store(key: string, answer: Answer): void {
    this.cached.set(key, answer, bytesOf(answer));
  }
}
