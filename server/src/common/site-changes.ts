import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { PostgresChannel, RedisChannel, type ChangeChannel } from './change-channels';
import { logger } from './logger';
import { SITE_PARTS, type SitePart } from './read-cache';

/** How long a writer's answer waits at most for its notice to come back (a slow channel). */
const ECHO_WAIT_MS = 1000;

/**
 * The parts a notice names after its origin and number (`<origin> <n> feedback,albums`); a
 * notice without them, or naming a part this version does not know, touched everything.
 */
function partsNamedIn(notice: string): ReadonlySet<SitePart> {
  const named = notice.split(' ')[2]?.split(',') ?? [];
  const parts = new Set(named.filter((part): part is SitePart => SITE_PARTS.has(part as SitePart)));
  return parts.size > 0 && parts.size === named.length ? parts : SITE_PARTS;
}

/**
 * News that what visitors see has changed (content published, an album or a review written),
 * and which parts of it, for whatever an instance caches of it (the rendered pages, the public
 * answers and reads), which forgets only what read a part that changed. A write announces it before its
 * answer: this instance forgets what it cached at once; the others hear it through PostgreSQL's
 * LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set, as the write commits.
 *
 * The writer's answer waits, at most ECHO_WAIT_MS, until its own notice comes back to this
 * instance's listener: the channel has then delivered it to every listener, so the other instances
 * drop what they cached as the writer reads on (docs/caching.md says what that promises).
 *
 * An instance whose listening connection is lost reconnects, and forgets everything it cached once
 * it listens again, since it may have missed news meanwhile. Until then it serves what it cached:
 * with PostgreSQL down nothing can change; with Redis down, changes made on other instances show
 * here once Redis is back.
 */
export class SiteChanges {
  /** Names this instance in its notices, which it need not obey, only wait for. */
  private readonly origin = randomUUID();
  private readonly channel: ChangeChannel;
  private readonly forgetters = new Set<(touched: ReadonlySet<SitePart>) => void>();
  /** This instance's notices on their way, by notice, each with what its writer awaits. */
  private readonly echoes = new Map<string, () => void>();
  private sent = 0;
  private listening = false;

  constructor(
    private readonly dataSource: DataSource,
    redisUrl?: string,
  ) {
    this.channel = redisUrl
      ? new RedisChannel(redisUrl, dataSource)
      : new PostgresChannel(dataSource);
  }

  /**
   * `forget` runs, synchronously, on every change, made here or on another instance, with the
   * parts of the site it touched.
   */
  onChange(forget: (touched: ReadonlySet<SitePart>) => void): void {
    this.forgetters.add(forget);
  }

  /**
   * `work` in one transaction that changes the `touched` parts of what visitors see; announced
   * once it commits.
   */
  async transaction<T>(
    touched: SitePart,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    const sendWithin = this.channel.sendWithin?.bind(this.channel);
    this.sent += 1;
    const notice = `${this.origin} ${this.sent} ${touched}`;
    const echo = this.echoOf(notice);
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        const value = await work(manager);
        await sendWithin?.(notice, manager);
        return value;
      });
      this.forget(new Set([touched]));
      if (!sendWithin) await this.send(notice);
      await echo;
      return result;
    } finally {
      this.echoes.get(notice)?.();
    }
  }

  /** Hears the other instances' changes from now until `close`. */
  listen(): Promise<void> {
    let lost = false;
    return this.channel.listen({
      heard: (notice) => {
        if (notice.split(' ', 1)[0] !== this.origin) this.forget(partsNamedIn(notice));
        this.echoes.get(notice)?.();
      },
      listening: () => {
        this.listening = true;
        this.forget(SITE_PARTS);
        if (lost) logger.info('Site changes: listening again; cached pages were dropped');
        lost = false;
      },
      lost: (reason) => {
        this.listening = false;
        lost = true;
        for (const release of this.echoes.values()) release();
        logger.warn(`Site changes: stopped listening (${reason}); reconnecting`);
      },
    });
  }

  async close(): Promise<void> {
    this.listening = false;
    for (const release of this.echoes.values()) release();
    await this.channel.close();
  }

  /**
   * Resolves when `notice` comes back, after ECHO_WAIT_MS at the latest, or at once when this
   * instance is not listening (no echo would come).
   */
  private echoOf(notice: string): Promise<void> {
    if (!this.listening) return Promise.resolve();
    return new Promise((heard) => {
      const timer = setTimeout(() => release(), ECHO_WAIT_MS);
      const release = () => {
        clearTimeout(timer);
        this.echoes.delete(notice);
        heard();
      };
      this.echoes.set(notice, release);
    });
  }

  private forget(touched: ReadonlySet<SitePart>): void {
    for (const forget of this.forgetters) forget(touched);
  }

  /** The change is made: a notice that fails to go out must not turn it into an error. */
  private async send(notice: string): Promise<void> {
    try {
      await this.channel.send(notice);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error(`Site changes: could not tell the other instances (${reason})`);
      // No echo will come: the writer need not wait for it.
      this.echoes.get(notice)?.();
    }
  }
}
