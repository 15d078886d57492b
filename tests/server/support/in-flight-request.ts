import http from 'node:http';

export interface InFlightRequest {
  /** Sends the rest of the request's body. */
  finish(): void;
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
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
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
    await new Promise<void>((resolve) =>
      request.write(body.subarray(0, sentFirst), () => resolve()),
    );
  }
  return { finish: () => request.end(body.subarray(sentFirst)), response };
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
