import http from 'node:http';

export interface InFlightUpload {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: unknown }>;
}

/**
 * Starts a multipart upload and stops half-way through its body, so the server is provably
 * reading it (`Expect: 100-continue` has it confirm the request first) when the test acts.
 */
export async function startInFlightUpload(
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<InFlightUpload> {
  // Response serialises the form as fetch would: the body and its boundary.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: {
      ...headers,
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': body.length,
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
  await new Promise<void>((resolve) => request.once('continue', resolve));
  const half = Math.floor(body.length / 2);
  await new Promise<void>((resolve) => request.write(body.subarray(0, half), () => resolve()));
  return { finish: () => request.end(body.subarray(half)), response };
}
