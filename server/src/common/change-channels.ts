import { Redis } from 'ioredis';
import { Client } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** What a listening instance is told. */
export interface ChannelEvents {
  heard(notice: string): void;
  /** Listening, first or again after a loss: what was sent before was not heard. */
  listening(): void;
  /** The listening connection is gone: notices go unheard until `listening` again. */
  lost(reason: string): void;
}

/** How the app's instances tell each other that what visitors see has changed. */
export interface ChangeChannel {
  send(notice: string): Promise<void>;
  /** Sent by the writer's transaction itself: it goes out when that commits, never on rollback. */
  sendWithin?(notice: string, transaction: EntityManager): Promise<void>;
  /** Resolves once listening, or once the first try failed (it keeps trying in the background). */
  listen(events: ChannelEvents): Promise<void>;
  close(): Promise<void>;
}

/** Waits between reconnection attempts: 100 ms, doubling, at most 5 s. */
const retryDelay = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 5000);

const PG_CHANNEL = 'site_changes';
const LISTENER_NAME = 'site-changes listener';

/** PostgreSQL's LISTEN/NOTIFY in the app's database, on a connection of its own. */
export class PostgresChannel implements ChangeChannel {
  private listener: Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly dataSource: DataSource) {}

  async send(notice: string): Promise<void> {
    await this.dataSource.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, notice]);
  }

  async sendWithin(notice: string, transaction: EntityManager): Promise<void> {
    await transaction.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, notice]);
  }

  async listen(events: ChannelEvents): Promise<void> {
    await this.connect(events, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  /** Connects and listens; once the connection is lost, again after a delay that grows. */
  private async connect(events: ChannelEvents, failures: number): Promise<void> {
    const { url } = this.dataSource.options as PostgresDataSourceOptions;
    const client = new Client({
      connectionString: url,
      // Named, for whoever reads pg_stat_activity.
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: 3000,
      // A connection that died without a word (a dropped network) is noticed too.
      keepAlive: true,
    });
    let gone = false;
    const onGone = (error?: Error) => {
      if (gone || this.closed) return;
      gone = true;
      void client.end().catch(() => undefined);
      const wasListening = this.listener === client;
      if (wasListening) {
        this.listener = undefined;
        events.lost(error?.message ?? 'the connection ended');
      }
      const next = wasListening ? 1 : failures + 1;
      this.retry = setTimeout(() => void this.connect(events, next), retryDelay(next));
    };
    client.on('error', onGone);
    client.on('end', () => onGone());
    client.on('notification', ({ channel, payload }) => {
      if (channel === PG_CHANNEL && payload) events.heard(payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (error) {
      return onGone(error as Error);
    }
    if (this.closed) return void client.end().catch(() => undefined);
    this.listener = client;
    events.listening();
  }
}

/**
 * Redis pub/sub, for deployments that have Redis (REDIS_URL). The channel is named after the
 * database, so sites that share a Redis do not hear each other.
 */
export class RedisChannel implements ChangeChannel {
  private readonly name: string;
  private readonly publisher: Redis;
  private subscriber: Redis | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    dataSource: DataSource,
  ) {
    this.name = `site-changes:${(dataSource.driver as PostgresDriver).database ?? ''}`;
    this.publisher = new Redis(url, {
      lazyConnect: true,
      commandTimeout: 500,
      maxRetriesPerRequest: 1,
      retryStrategy: retryDelay,
    });
    // A failed send is reported by the caller; ioredis would print every failed reconnect.
    this.publisher.on('error', () => undefined);
  }

  async send(notice: string): Promise<void> {
    await this.publisher.publish(this.name, notice);
  }

  async listen(events: ChannelEvents): Promise<void> {
    // Subscribed again by hand after a reconnect, to know when that is done.
    const subscriber = new Redis(this.url, {
      autoResubscribe: false,
      maxRetriesPerRequest: 1,
      retryStrategy: retryDelay,
    });
    this.subscriber = subscriber;
    let listening = false;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.name) events.heard(message);
    });
    subscriber.on('close', () => {
      if (listening && !this.closed) events.lost('the connection to Redis closed');
      listening = false;
    });
    await new Promise<void>((started) => {
      // A first try that fails does not hold the start up: ioredis keeps trying.
      subscriber.on('error', () => started());
      subscriber.on('ready', () => {
        subscriber.subscribe(this.name).then(
          () => {
            listening = true;
            events.listening();
            started();
          },
          () => {
            // Connected but not listening: a new connection tries again.
            subscriber.disconnect(true);
            started();
          },
        );
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const connection of [this.subscriber, this.publisher]) {
      if (connection?.status === 'ready') await connection.quit().catch(() => undefined);
      connection?.disconnect();
    }
  }
}
