import type { DataSource } from 'typeorm';
import type { MailConfig } from '../../config';
import { logger } from '../../common/logger';
import { returningRows } from '../../common/sql';
import {
  describeFailure,
  isPermanentFailure,
  type MailAttachment,
  type MailTransport,
} from './mail-transport';

interface ClaimedMessage {
  id: string;
  to_address: string;
  to_name: string | null;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
  attempts: number;
}

const BATCH_SIZE = 10;
/**
 * A claimed message is 'sending' until this lease runs out; should its instance die mid-send,
 * another instance takes it over then. Far longer than the SMTP timeouts.
 */
const LEASE_SECONDS = 300;
const MAX_RETRY_DELAY_SECONDS = 6 * 3600;

/**
 * Delivers the outbox in the background. Several app instances can run it at once: each claims
 * due messages with FOR UPDATE SKIP LOCKED, so no message is claimed twice.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private failing = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly settings: Pick<MailConfig, 'pollMs' | 'retryBaseMs' | 'maxAttempts'>,
  ) {}

  start(): void {
    logger.info(`Mail outbox delivers to ${this.transport.description}`);
    this.schedule(0);
  }

  /** Lets the message being sent finish; the database must stay open until this resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue().finally(() => {
        this.running = undefined;
        this.schedule(this.settings.pollMs);
      });
    }, delayMs);
  }

  private async deliverDue(): Promise<void> {
    try {
      let batch: ClaimedMessage[];
      do {
        batch = await this.claim();
        for (const message of batch) await this.deliver(message);
      } while (batch.length === BATCH_SIZE && !this.stopped);
      if (this.failing) logger.info({ event: 'mail.resumed' }, 'Mail outbox: delivering again');
      this.failing = false;
    } catch (error) {
      // Said once per outage (the database is down, say), not once per poll.
      if (!this.failing) {
        logger.error({ event: 'mail.paused' }, `Mail outbox paused: ${describeFailure(error)}`);
      }
      this.failing = true;
    }
  }

  private claim(): Promise<ClaimedMessage[]> {
    return returningRows<ClaimedMessage>(
      this.dataSource,
      `UPDATE outbox
          SET status = 'sending', attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => $2)
        WHERE id IN (
          SELECT id FROM outbox
           WHERE status IN ('queued', 'sending') AND next_attempt_at <= now()
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, to_name, reply_to, subject, html, text, attachments, attempts`,
      [BATCH_SIZE, LEASE_SECONDS],
    );
  }

  private async deliver(message: ClaimedMessage): Promise<void> {
    try {
      await this.transport.send({
        toAddress: message.to_address,
        toName: message.to_name,
        replyTo: message.reply_to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      });
    } catch (error) {
      await this.recordFailure(message, error);
      return;
    }
    await this.dataSource.query(
      `UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`,
      [message.id],
    );
  }

  private async recordFailure(message: ClaimedMessage, error: unknown): Promise<void> {
    const lastError = describeFailure(error);
    if (isPermanentFailure(error) || message.attempts >= this.settings.maxAttempts) {
      // By id only: the message's address and text stay in the outbox.
      logger.warn(
        { event: 'mail.failed', messageId: message.id, attempts: message.attempts },
        'Mail delivery given up',
      );
      await this.dataSource.query(
        `UPDATE outbox SET status = 'failed', last_error = $2 WHERE id = $1`,
        [message.id, lastError],
      );
      return;
    }
    // Exponential backoff: base, 2 × base, 4 × base … after the 1st, 2nd, 3rd … attempt.
    const delaySeconds = Math.min(
      (this.settings.retryBaseMs / 1000) * 2 ** (message.attempts - 1),
      MAX_RETRY_DELAY_SECONDS,
    );
    await this.dataSource.query(
      `UPDATE outbox SET status = 'queued', last_error = $2,
              next_attempt_at = now() + make_interval(secs => $3)
        WHERE id = $1`,
      [message.id, lastError, delaySeconds],
    );
  }
}
