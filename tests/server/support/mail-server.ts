import path from 'node:path';
import { newAccount } from './accounts';
import { createScratchDatabase, withDatabase, type ScratchDatabase } from './database';
import { request } from './http';
import { stopOwnServer } from './own-servers';
import { freePort, startServer, TMP_DIR, type RunningServer } from './server-process';
import { decodedHeader, SmtpMailbox, type ReceivedMail } from './smtp-mailbox';
import { jwtSecret } from './test-env';
import { visitorIp } from './visitor';

/**
 * A server of the test file's own on a scratch database, which delivers its mail through a real
 * SMTP conversation to a mailbox in the test.
 */
export class MailServer {
  readonly mailbox = new SmtpMailbox();
  private server: RunningServer | undefined;
  private database: ScratchDatabase | undefined;

  async start(variables: Record<string, string>): Promise<void> {
    this.database = await createScratchDatabase();
    const smtpPort = await freePort();
    await this.mailbox.listen(smtpPort);
    this.server = await startServer({
      NODE_ENV: 'test',
      JWT_SECRET: jwtSecret(),
      DATABASE_URL: this.database.url,
      DATA_DIR: path.join(TMP_DIR, 'unused-data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_POLL_MS: '50',
      ...variables,
    });
  }

  stop(): Promise<void> {
    return stopOwnServer(this.server, this.mailbox, this.database);
  }

  get baseUrl(): string {
    if (!this.server) throw new Error('The mail server has not started');
    return this.server.baseUrl;
  }

  /** What no API offers, straight in the server's own database (a guide to book, say). */
  async query<Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    if (!this.database) throw new Error('The mail server has not started');
    const { rows } = await withDatabase((db) => db.query(sql, parameters), this.database.url);
    return rows as Row[];
  }

  /** A call from a visitor of its own (so per-IP limits never meet), with `headers`. */
  call<Body>(
    method: string,
    route: string,
    body: unknown,
    headers: Record<string, string> = {},
    token?: string,
  ) {
    return request<Body>(method, route, {
      body,
      token,
      base: this.baseUrl,
      headers: { 'x-forwarded-for': visitorIp(), ...headers },
    });
  }

  /** A new account, signed up over REST with `headers` (Accept-Language sets its language). */
  async signUp(headers: Record<string, string> = {}, email?: string) {
    const account = newAccount(email ? { email } : {});
    const answer = await this.call<{ token: string }>(
      'POST',
      '/api/auth/register',
      account,
      headers,
    );
    expect(answer.status).toBe(201);
    return { ...account, token: answer.body.token };
  }

  /** The first email to an address whose subject passes `wanted`, waiting for it to arrive. */
  mailTo(
    address: string,
    wanted: (subject: string) => boolean = () => true,
  ): Promise<ReceivedMail> {
    return this.waitFor(address, () =>
      this.mailbox.to(address).find((each) => wanted(subjectOf(each))),
    );
  }

  /** The first `count` emails to an address, in the order they arrived, waiting for them. */
  mailsTo(address: string, count: number): Promise<ReceivedMail[]> {
    return this.waitFor(address, () => {
      const mails = this.mailbox.to(address);
      return mails.length >= count ? mails.slice(0, count) : undefined;
    });
  }

  private async waitFor<Found>(address: string, find: () => Found | undefined): Promise<Found> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No email to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export const subjectOf = (mail: ReceivedMail) => decodedHeader(mail.headers.subject ?? '');
