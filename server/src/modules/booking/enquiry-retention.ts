import type { DataSource } from 'typeorm';
import { logUnexpected } from '../../common/errors';
import { logger } from '../../common/logger';

/** Tour dates are days: looking once an hour erases details within the day they fall due. */
const EVERY_MS = 3600 * 1000;

/**
 * One statement, so instances running it at the same moment cannot both erase a row: the
 * second waits for the first's row lock, then finds `anonymised_at` set and skips it. The
 * enquiry keeps what the business needs (reference, dates, destination, group size, duration,
 * status); its details go, with the link to the account, the hash of the request (made from
 * them) and its two emails, which quote them (deleting those unlinks them from the booking).
 */
const ERASE_DUE = `
  WITH erased AS (
    UPDATE bookings
       SET name = '', email = '', phone = '', message = '', user_id = NULL,
           request_hash = repeat('0', 64), anonymised_at = now()
     WHERE anonymised_at IS NULL
       AND tour_date + make_interval(months => $1) < current_date
    RETURNING notification_message_id, auto_reply_message_id
  ), emails AS (
    DELETE FROM outbox
     WHERE id IN (SELECT notification_message_id FROM erased
                  UNION ALL SELECT auto_reply_message_id FROM erased)
  )
  SELECT count(*)::int AS count FROM erased`;

/**
 * Erases the personal details of enquiries whose tour date is more than `months` ago. Every app
 * instance runs it, at start and then hourly.
 */
export class EnquiryRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly months: number,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** Lets a run in progress finish; the database must stay open until this resolves. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** How many enquiries this run anonymised. */
  async eraseDue(): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(ERASE_DUE, [this.months]);
    if (count) {
      logger.info(
        { event: 'enquiries.anonymised', count },
        `Erased the personal details of ${count} enquiries whose tour was over ${this.months} months ago`,
      );
    }
    return count;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.eraseDue()
        // A database outage is reported where it happens; the next hour tries again.
        .then(
          () => undefined,
          (error: unknown) => logUnexpected('enquiry retention', error),
        )
        .finally(() => {
          this.running = undefined;
          this.schedule(EVERY_MS);
        });
    }, delayMs);
    this.timer.unref();
  }
}
