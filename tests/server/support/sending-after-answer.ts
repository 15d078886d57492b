import net from 'node:net';

/** What a client that went on sending its body after the server's answer saw. */
export interface SentAfterAnswer {
  status: number;
  body: unknown;
  /** How much of its body the client could send before the server closed. */
  sent: number;
  total: number;
  /** The error its writes met (EPIPE, ECONNRESET), if any. */
  error?: string;
  /** The server closed the connection (after the body, if every byte was sent). */
  closed: boolean;
}

const SLICE = 64 * 1024;
const SLICE_EVERY_MS = 10;

function parseAnswer(raw: string): { status: number; body: unknown } {
  const [head, text] = raw.split('\r\n\r\n', 2);
  return { status: Number(head.split(' ', 2)[1]), body: JSON.parse(text) as unknown };
}

/**
 * A multipart POST over a connection the client asks to close (`Connection: close`, as an HTTP
 * client without a connection pool sends): the headers and the body's first 64 kB go at once;
 * once the answer has arrived in full, the rest of the body follows, 64 kB every 10 ms, as a
 * client on a slow line still sends what it had started.
 */
export async function sendingAfterAnswer(
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<SentAfterAnswer> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const { hostname, port, pathname } = new URL(url);
  const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true });
  let raw = '';
  let error: string | undefined;
  socket.setEncoding('latin1');
  socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code));
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (chunk: string) => {
      raw += chunk;
      const length = /content-length: *(\d+)/i.exec(raw)?.[1];
      const bodyStart = raw.indexOf('\r\n\r\n') + 4;
      if (length && bodyStart >= 4 && raw.length - bodyStart >= Number(length)) resolve();
    });
  });
  const closed = new Promise<boolean>((resolve) => {
    socket.once('end', () => resolve(true));
    socket.once('close', () => resolve(false));
  });
  const lines = Object.entries({
    ...headers,
    host: `${hostname}:${port}`,
    connection: 'close',
    'content-type': encoded.headers.get('content-type') ?? '',
    'content-length': String(body.length),
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`POST ${pathname} HTTP/1.1\r\n${lines.join('')}\r\n`);
  socket.write(body.subarray(0, SLICE));
  await Promise.race([answered, closed]);
  let sent = SLICE;
  while (sent < body.length && error === undefined && !socket.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, SLICE_EVERY_MS));
    const slice = body.subarray(sent, sent + SLICE);
    const written = await new Promise<boolean>((resolve) =>
      socket.write(slice, (e) => resolve(!e)),
    );
    if (written) sent += slice.length;
  }
  socket.end();
  const serverClosed = await closed;
  socket.destroy();
  return { ...parseAnswer(raw), sent, total: body.length, error, closed: serverClosed };
}
