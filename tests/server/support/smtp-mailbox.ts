import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The files sent with it, by name, decoded. */
  attachments: { filename: string; contentType: string; content: string }[];
}

type Headers = Record<string, string>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Headers = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

function decode(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

/** The parts of a multipart body, each with its own head. */
function partsOf(headers: Headers, body: string): { headers: Headers; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const inner = splitHead(part.replace(/^\r\n/, ''));
      return partsOf(inner.headers, inner.body);
    });
}

/**
 * Just enough MIME to read what nodemailer writes: one part, text and HTML alternatives, and
 * files beside them.
 */
function parse(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const mail: ReceivedMail = { envelopeTo, headers, text: '', html: '', attachments: [] };
  for (const part of partsOf(headers, body)) {
    const content = decode(part.body, part.headers['content-transfer-encoding']);
    const type = part.headers['content-type'] ?? '';
    const filename = /filename="?([^";]+)"?/.exec(part.headers['content-disposition'] ?? '')?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type, content });
    else if (/text\/html/i.test(type)) mail.html = content;
    else mail.text = content;
  }
  return mail;
}

/**
 * A real SMTP server in the test process. Recipients for which `refuse` says so are rejected
 * with 550, as a mail server does for a mailbox that does not exist.
 */
export class SmtpMailbox {
  readonly received: ReceivedMail[] = [];
  /** While true, every recipient is deferred with 451, as a busy or greylisting server does. */
  deferring = false;
  private server: SMTPServer | undefined;

  constructor(private readonly refuse: (address: string) => boolean = () => false) {}

  /** Starts listening; does nothing when already listening. */
  listen(port: number): Promise<void> {
    if (this.server) return Promise.resolve();
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.deferring) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        if (!this.refuse(address.address)) return callback();
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((recipient) => recipient.address);
          this.received.push(parse(Buffer.concat(chunks).toString('latin1'), to));
          callback();
        });
      },
    };
    this.server = new SMTPServer(options);
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.received.filter((mail) =>
      mail.envelopeTo.some((recipient) => recipient.toLowerCase() === wanted),
    );
  }
}

/** A header as written, its MIME encoded-words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
export function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_word, _charset, encoding: string, text: string) =>
        /b/i.test(encoding)
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}
