import type { ScratchDatabase } from './database';
import type { RunningServer } from './server-process';
import type { SmtpMailbox } from './smtp-mailbox';

/**
 * Stops what a test file started for itself: its server (which must exit cleanly), its SMTP
 * mailbox and its database.
 */
export async function stopOwnServer(
  server: RunningServer | undefined,
  mailbox: SmtpMailbox,
  database: ScratchDatabase | undefined,
): Promise<void> {
  const exit = await server?.stop();
  await mailbox.close();
  await database?.drop();
  expect(exit).toEqual({ code: 0, signal: null });
}
