import { setTimeout as sleep } from 'node:timers/promises';
import type { EmbeddedLog } from './embedded-data-folder';

/** One run of the PostgreSQL server process. */
export interface Postmaster {
  /** Resolves, with how it ended ("was killed by SIGKILL"), whenever it ends. */
  exited: Promise<string>;
  /** A fast shutdown (sessions ended, then a checkpoint); nothing when it has already ended. */
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 15_000;

/**
 * The app started the embedded PostgreSQL and owns it, so when it ends unasked (killed, the OOM
 * killer, a crash) the app starts it again: after 0.5 s, then twice as long after each failed
 * try, at most 15 s. Meanwhile requests get 503 (the pool cannot connect) and /readyz fails;
 * once it is back, the pool's next connections succeed and nothing else needs restarting.
 */
export function supervise(
  first: Postmaster,
  restart: () => Promise<Postmaster>,
  log: EmbeddedLog,
): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const stopRequested = new Promise<void>((resolve) =>
    stopping.signal.addEventListener('abort', () => resolve()),
  );
  let current: Postmaster | undefined = first;

  const pause = (ms: number) =>
    sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  const watch = async () => {
    while (current && !stopping.signal.aborted) {
      const ended = await Promise.race([current.exited, stopRequested]);
      if (stopping.signal.aborted) return;
      current = undefined;
      let delay = FIRST_RETRY_MS;
      log.warn(`The embedded PostgreSQL ${ended}: starting it again in ${delay / 1000} s`);
      while (!current) {
        await pause(delay);
        if (stopping.signal.aborted) return;
        try {
          current = await restart();
          log.info('The embedded PostgreSQL runs again');
        } catch (error) {
          delay = Math.min(delay * 2, LONGEST_RETRY_MS);
          const reason = error instanceof Error ? error.message : String(error);
          log.warn(`${reason} (trying again in ${delay / 1000} s)`);
        }
      }
    }
  };
  const watching = watch();

  return {
    /** Waits for a start under way, so that nothing is left running. */
    async stop() {
      stopping.abort();
      await watching;
      await current?.stop();
    },
  };
}
