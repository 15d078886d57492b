import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';

/** A file sent with an email: text the server wrote (a calendar entry), never a stored file. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  toAddress: string;
  toName: string | null;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | null;
}

export interface MailTransport {
  /** Shown in the start-up log: where the outbox goes. */
  readonly description: string;
  /** Resolves once the message is accepted; rejects with the SMTP error otherwise. */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

/** Generous for a mail server, short enough that a hung one does not hold a message for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(smtpUrl: string, from: MailConfig['from']): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS,
    // Message parts are our own strings; nothing may pull in files or URLs from outside.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const { hostname, port } = new URL(smtpUrl);
  return {
    description: `SMTP at ${hostname}${port ? `:${port}` : ''}`,
    async send(message) {
      // Addresses go in as objects, so nodemailer encodes every part of the header itself.
      await transporter.sendMail({
        from,
        to: { name: message.toName ?? '', address: message.toAddress },
        ...(message.replyTo && { replyTo: { name: '', address: message.replyTo } }),
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.attachments && { attachments: message.attachments }),
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP a message counts as delivered once stored: GET /dev/mail/:id shows it. */
const previewTransport: MailTransport = {
  description: 'the local preview at /dev/mail/:id (SMTP_URL is not set)',
  send: async () => undefined,
  close: () => undefined,
};

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from) : previewTransport;
}

/** A refusal the server means for good (5xx, as nodemailer judges it); anything else may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const { permanent, responseCode } = error as { permanent?: boolean; responseCode?: number };
  if (typeof permanent === 'boolean') return permanent;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** What an admin sees beside a failed message: the SMTP code and reply, never credentials. */
export function describeFailure(error: unknown): string {
  const { code, responseCode, message } = error as {
    code?: string;
    responseCode?: number;
    message?: string;
  };
  return [code, responseCode, message ?? String(error)].filter(Boolean).join(' ').slice(0, 500);
}
