import fs from 'node:fs';
import path from 'node:path';
import { newAccount, uniqueEmail } from './accounts';
import { createScratchDatabase, type ScratchDatabase } from './database';
import { confirmGuide } from './guide-access';
import { request } from './http';
import { ownServerVariables, startServer, TMP_DIR, type RunningServer } from './server-process';
import { visitorIp } from './visitor';

export interface SignedIn {
  token: string;
  user: { id: string; email: string };
}

/**
 * A server of its own, on a database of its own, whose temporary folder (TMPDIR) nobody else
 * writes to: what it spools and what it leaves behind can be counted exactly.
 */
export interface UploadServer {
  server: RunningServer;
  base: string;
  databaseUrl: string;
  tmpDir: string;
  /** The files in the server's temporary folder. */
  tempFiles(): string[];
  /** The server's descriptors open on files of that folder, deleted files included. */
  tempDescriptors(): string[];
  /** A fresh account on this server. */
  signedIn(): Promise<SignedIn>;
  /** The one tour guide of this server, confirmed through the emailed link. */
  tourGuide(): Promise<SignedIn>;
  stop(): Promise<void>;
}

async function register(base: string, email = uniqueEmail()): Promise<SignedIn> {
  const answer = await request<{ token: string; user: { _id: string; email: string } }>(
    'POST',
    '/api/auth/register',
    { body: newAccount({ email }), base, headers: { 'x-forwarded-for': visitorIp() } },
  );
  if (answer.status !== 201) throw new Error(`Registration answered ${answer.status}`);
  return { token: answer.body.token, user: { id: answer.body.user._id, email } };
}

function descriptorsInto(pid: number, folder: string): string[] {
  const fds = path.join('/proc', String(pid), 'fd');
  const targets: string[] = [];
  for (const fd of fs.readdirSync(fds)) {
    try {
      targets.push(fs.readlinkSync(path.join(fds, fd)));
    } catch {
      // Closed between the listing and the look.
    }
  }
  return targets.filter((target) => target.startsWith(`${folder}${path.sep}`));
}

export async function startUploadServer(
  variables: Record<string, string> = {},
): Promise<UploadServer> {
  fs.mkdirSync(TMP_DIR, { recursive: true });
  const tmpDir = fs.mkdtempSync(path.join(TMP_DIR, 'uploads-'));
  const guideEmail = uniqueEmail('guide');
  let database: ScratchDatabase | undefined;
  let server: RunningServer;
  try {
    database = await createScratchDatabase(undefined, 'uploads');
    server = await startServer(
      ownServerVariables(database.url, {
        TMPDIR: tmpDir,
        ADMIN_EMAILS: guideEmail,
        ...variables,
      }),
    );
  } catch (error) {
    await database?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
  const base = server.baseUrl;
  const databaseUrl = database.url;
  let guide: Promise<SignedIn> | undefined;
  return {
    server,
    base,
    databaseUrl,
    tmpDir,
    tempFiles: () => fs.readdirSync(tmpDir),
    tempDescriptors: () => descriptorsInto(server.child.pid!, tmpDir),
    signedIn: () => register(base),
    tourGuide: () => {
      guide ??= register(base, guideEmail).then((session) =>
        confirmGuide(session, { base, databaseUrl }),
      );
      return guide;
    },
    stop: async () => {
      await server.stop();
      await database?.drop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}
