import { Logger, run, runMigrations, type Runner, type Task } from 'graphile-worker';
import type { EntityManager } from 'typeorm';
import type { TimedMessageKind } from '@lanka-tours/shared/timed-messages';
import { logger } from '../../common/logger';

/** The queue's one task: send one timed message of one booking. */
export const TIMED_MESSAGE_TASK = 'timed-message';

export interface TimedMessageJob {
  bookingId: string;
  kind: TimedMessageKind;
}

/** graphile-worker's messages in the app's log: its errors and warnings; its chatter at debug. */
const queueLogger = new Logger(() => (level, message) => {
  if (level === 'error') logger.error({ event: 'queue.error' }, message);
  else if (level === 'warning') logger.warn({ event: 'queue.warning' }, message);
  else logger.debug({ event: 'queue' }, message);
});

/** Creates or brings up to date the queue's own schema (`graphile_worker`); safe to run at once. */
export function installMessageQueue(connectionString: string): Promise<void> {
  return runMigrations({ connectionString, logger: queueLogger });
}

/** One job per booking and message, so scheduling again moves it rather than adding another. */
function jobKey({ kind, bookingId }: TimedMessageJob): string {
  return `${TIMED_MESSAGE_TASK}:${kind}:${bookingId}`;
}

/**
 * Schedules the message at `runAt`, in `manager`'s transaction (so only if it commits), in place
 * of the same message scheduled before.
 */
export async function queueMessage(
  manager: EntityManager,
  job: TimedMessageJob,
  runAt: Date,
): Promise<void> {
  await manager.query(
    `SELECT graphile_worker.add_job($1, $2::json, run_at => $3, job_key => $4,
       max_attempts => 10, job_key_mode => 'replace')`,
    [TIMED_MESSAGE_TASK, JSON.stringify(job), runAt.toISOString(), jobKey(job)],
  );
}

/** Takes the message off the queue, in `manager`'s transaction; nothing when it is not there. */
export async function unqueueMessage(manager: EntityManager, job: TimedMessageJob): Promise<void> {
  await manager.query(`SELECT graphile_worker.remove_job($1)`, [jobKey(job)]);
}

/**
 * Runs the queue's jobs as they fall due. Each instance runs one; a job is locked by the instance
 * that takes it, so it runs on one. Time is the app's clock (Node's), which computed the jobs'
 * times too.
 */
export class MessageQueueWorker {
  private runner: Runner | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly task: Task,
    private readonly pollMs: number,
  ) {}

  async start(): Promise<void> {
    this.runner = await run({
      connectionString: this.connectionString,
      maxPoolSize: 3,
      concurrency: 2,
      pollInterval: this.pollMs,
      noHandleSignals: true,
      useNodeTime: true,
      logger: queueLogger,
      taskList: { [TIMED_MESSAGE_TASK]: this.task },
    });
  }

  /** Lets the jobs under way finish. */
  async stop(): Promise<void> {
    await this.runner?.stop();
  }
}
