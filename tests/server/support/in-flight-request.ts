import http from 'node:http';

export interface InFlightRequest {
  /** Sends the rest of the request's body. */
  finish(): void;
  /**
   * Sends one more byte of the body every `everyMs` (never the last one): a slow client, never
   * an idle one.
   */
  keepSending(everyMs: number): void;
  /** Drops the connection, as a client that gives up does. */
  abort(): void;
  response: Promise<{ status: number; body: unknown }>;
}

/**
 * Starts a POST and holds its body back after `sentFirst` bytes. `Expect: 100-continue` makes the
 * server confirm that it has taken the request in before this resolves, so the request is
 * provably in flight.
 */
async function startInFlight(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  sentFirst = 0,
): Promise<InFlightRequest> {
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { ...headers, 'content-length': body.length, expect: '100-continue' },
  });
  const response = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text && JSON.parse(text) }));
    });
  });
  request.flushHeaders();
  const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
  await Promise.race([
    accepted,
    response.then((early) => {
      throw new Error(`Answered before the body was sent: ${JSON.stringify(early)}`);
    }),
  ]);
  if (sentFirst > 0) {
    // Until the first part is taken, or answered: a server that refuses it may close at once.
    await Promise.race([
      new Promise<void>((resolve) => request.write(body.subarray(0, sentFirst), () => resolve())),
      response.then(
        () => undefined,
        () => undefined,
      ),
    ]);
  }
  let sent = sentFirst;
  let sending: NodeJS.Timeout | undefined;
  return {
    finish: () => {
      clearInterval(sending);
      request.end(body.subarray(sent));
    },
    keepSending: (everyMs) => {
      sending = setInterval(() => {
        if (sent < body.length - 1) request.write(body.subarray(sent, (sent += 1)));
      }, everyMs);
    },
    abort: () => {
      clearInterval(sending);
      // Whatever the server answered no longer matters.
      response.catch(() => undefined);
      request.destroy();
    },
    response,
  };
}

/** A JSON POST whose body is held back entirely. */
export function startInFlightPost(url: string, body: unknown): Promise<InFlightRequest> {
  return startInFlight(url, Buffer.from(JSON.stringify(body)), {
    'content-type': 'application/json',
  });
}

/** A multipart upload stopped half-way through its body, so the server is provably reading it. */
export async function startInFlightUpload(
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<InFlightRequest> {
  // Response serialises the form as fetch would: the body and its boundary.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const contentType = encoded.headers.get('content-type') ?? '';
  return startInFlight(url, body, { ...headers, 'content-type': contentType }, body.length >> 1);
}

/** What must come within `ms`; otherwise it fails saying what did not come. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Polls until `check` holds or `ms` have passed, for what the server does a moment later. */
export async function eventually(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
