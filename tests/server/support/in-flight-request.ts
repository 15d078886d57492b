import http from 'node:http';

export interface InFlightRequest {
  /** Sends the rest of the request: the body. */
  finish(): void;
  response: Promise<{ status: number; body: unknown }>;
}

/**
 * Starts a JSON POST and holds its body back. `Expect: 100-continue` makes the server confirm that it
 * has taken the request in before this resolves, so the request is provably in flight.
 */
export async function startInFlightPost(url: string, body: unknown): Promise<InFlightRequest> {
  const payload = JSON.stringify(body);
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      expect: '100-continue',
    },
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
  return { finish: () => request.end(payload), response };
}
