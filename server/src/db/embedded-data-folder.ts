import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../common/startup-error';

/**
 * Who runs on DATA_DIR. PostgreSQL's `postmaster.pid` names the server holding the cluster (and
 * its port); our `app.pid` names the app that started it. A server that outlived its app (killed
 * with -9, by the OOM killer, with its terminal) would keep ours from starting, so it is stopped;
 * one whose app still runs is left alone, and this app refuses to start.
 */

/** Where the embedded database's notices go: the app's lifecycle log, or a command's console. */
export interface EmbeddedLog {
  info(line: string): void;
  warn(line: string): void;
}

const ORPHAN_STOP_TIMEOUT_MS = 30_000;

function readLines(file: string): string[] | undefined {
  try {
    return fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as a user we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PostgreSQL's fast shutdown; it removes its lock file last, once everything is written. */
async function stopOrphan(pid: number, lockFile: string, databaseDir: string): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS;
  while (fs.existsSync(lockFile)) {
    if (Date.now() > deadline) {
      throw new StartupError(
        `The PostgreSQL (pid ${pid}) left running on ${databaseDir} by an app that is no longer running did not stop within ${ORPHAN_STOP_TIMEOUT_MS / 1000} s. Stop it (kill ${pid}), then start again.`,
      );
    }
    await sleep(100);
  }
}

/**
 * Makes the data folder this app's before its PostgreSQL starts, and returns what gives it back.
 * A lock left by a server that is no longer running is PostgreSQL's to clear; a running one that
 * does not answer on its port as this folder's server (its number reused) is not ours to stop,
 * and PostgreSQL's refusal to start says so.
 */
export async function claimDataFolder(
  dataDir: string,
  databaseDir: string,
  servesFolder: (port: number) => Promise<boolean>,
  log: EmbeddedLog,
): Promise<() => void> {
  const appPidFile = path.join(dataDir, 'app.pid');
  const lockFile = path.join(databaseDir, 'postmaster.pid');
  const lock = readLines(lockFile);
  const postmaster = Number(lock?.[0]);
  if (lock && isRunning(postmaster)) {
    const owner = Number(readLines(appPidFile)?.[0]);
    if (owner !== process.pid && isRunning(owner)) {
      throw new StartupError(
        `${dataDir} is in use by another running app (pid ${owner}), whose PostgreSQL (pid ${postmaster}) runs on it. Stop that app first, or give this one another DATA_DIR. (If no app uses the folder, delete ${appPidFile}.)`,
      );
    }
    if (await servesFolder(Number(lock[3]))) {
      await stopOrphan(postmaster, lockFile, databaseDir);
      log.info(
        `Found the embedded PostgreSQL (pid ${postmaster}) of an app that is no longer running still on ${databaseDir}: stopped it (fast shutdown) before starting ours`,
      );
    }
  } else if (lock) {
    log.info(
      `Found the lock file of a PostgreSQL that is no longer running (pid ${postmaster}) in ${databaseDir}: PostgreSQL clears it as it starts`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(appPidFile, `${process.pid}\n`);
  return () => {
    if (Number(readLines(appPidFile)?.[0]) === process.pid) fs.rmSync(appPidFile, { force: true });
  };
}
