import http from 'node:http';
import net from 'node:net';
import { newAccount } from '../server/support/accounts';
import {
  createScratchDatabase,
  withDatabase,
  type ScratchDatabase,
} from '../server/support/database';
import { restForm, validFeedback } from '../server/support/feedback';
import { request } from '../server/support/http';
import { png } from '../server/support/images';
import {
  ownServerVariables,
  startServer,
  type RunningServer,
} from '../server/support/server-process';

const TOO_LARGE = 'The request body is too large.';

describe.each([
  { transport: 'GraphQL', path: '/graphql' },
  { transport: 'REST', path: '/api/auth/login' },
])('$transport JSON bodies', ({ path }) => {
  test('over 100 kB are refused with 413 before any work is done', async () => {
    const answer = await request('POST', path, {
      body: { query: '{ me { id } }', email: 'a@example.com', padding: 'x'.repeat(101 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: TOO_LARGE });
  });

  test('just under the limit are read', async () => {
    const answer = await request('POST', path, {
      body: { query: '{ me { id } }', email: 'a@example.com', padding: 'x'.repeat(90 * 1024) },
    });
    expect(answer.status).not.toBe(413);
  });
});

/** How a trickled request ended: an answer (408) or the connection closed under it. */
interface CutOff {
  status?: number;
  closed: boolean;
}

/**
 * Sends the headers and the first half of `body` at once, then one byte every half second: a
 * client far slower than the server's request time allows.
 */
function trickle(url: string, headers: Record<string, string>, body: Buffer): Promise<CutOff> {
  return new Promise((resolve) => {
    const outgoing = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': body.length },
    });
    let sent = Math.floor(body.length / 2);
    outgoing.write(body.subarray(0, sent));
    const timer = setInterval(() => {
      if (sent < body.length - 1) outgoing.write(body.subarray(sent, (sent += 1)));
    }, 500);
    const done = (cutOff: CutOff) => {
      clearInterval(timer);
      outgoing.destroy();
      resolve(cutOff);
    };
    outgoing.on('response', (response) => {
      response.resume();
      done({ status: response.statusCode, closed: false });
    });
    outgoing.on('error', () => done({ closed: true }));
    outgoing.on('close', () => done({ closed: true }));
  });
}

/** Sends a request line and one header line every half second, never ending the headers. */
function trickleHeaders(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let line = 0;
    const timer = setInterval(() => socket.write(`X-Slow-${(line += 1)}: yes\r\n`), 500);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
}

async function multipartBytes(form: FormData): Promise<{ body: Buffer; type: string }> {
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

async function feedbackUpload(
  transport: string,
): Promise<{ body: Buffer; type: string; path: string }> {
  const image = { bytes: await png(640, 480) };
  if (transport === 'REST') {
    return { ...(await multipartBytes(restForm(validFeedback(), [image]))), path: '/api/feedback' };
  }
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation Create($input: FeedbackInput!, $images: [Upload!]) {
        createFeedback(input: $input, images: $images) { id } }`,
      variables: { input: validFeedback(), images: [null] },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.images.0'] }));
  form.append('0', new Blob([new Uint8Array(image.bytes)], { type: 'image/png' }), 'photo.png');
  return { ...(await multipartBytes(form)), path: '/graphql' };
}

describe('with REQUEST_TIMEOUT_MS=2000', () => {
  let database: ScratchDatabase;
  let server: RunningServer;
  let token: string;

  const stored = () =>
    withDatabase(async (db) => {
      const { rows } = await db.query<{ media: string; feedback: string }>(
        'SELECT (SELECT count(*) FROM media) AS media, (SELECT count(*) FROM feedback) AS feedback',
      );
      return { media: Number(rows[0].media), feedback: Number(rows[0].feedback) };
    }, database.url);

  beforeAll(async () => {
    database = await createScratchDatabase();
    server = await startServer(ownServerVariables(database.url, { REQUEST_TIMEOUT_MS: '2000' }));
    const registered = await request<{ token: string }>('POST', '/api/auth/register', {
      body: newAccount(),
      base: server.baseUrl,
    });
    token = registered.body.token;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test.concurrent.each(['GraphQL', 'REST'])(
    'a %s upload trickled in slower than that is cut off, and nothing of it is stored',
    async (transport) => {
      const upload = await feedbackUpload(transport);
      const cutOff = await trickle(
        `${server.baseUrl}${upload.path}`,
        {
          'content-type': upload.type,
          authorization: `Bearer ${token}`,
          'apollo-require-preflight': 'true',
        },
        upload.body,
      );
      expect(cutOff.status === 408 || cutOff.closed).toBe(true);
      // The server is still there, and what it had begun has been undone.
      expect((await request('GET', '/healthz', { base: server.baseUrl })).status).toBe(200);
      expect(await stored()).toEqual({ media: 0, feedback: 0 });
    },
    90_000,
  );

  test.concurrent(
    'headers trickled in slower than that are cut off with 408',
    async () => {
      expect(await trickleHeaders(server.port)).toMatch(/^HTTP\/1\.1 408/);
    },
    90_000,
  );

  test('an upload sent at a normal pace is taken', async () => {
    const upload = await feedbackUpload('REST');
    const answer = await fetch(`${server.baseUrl}${upload.path}`, {
      method: 'POST',
      headers: { 'content-type': upload.type, authorization: `Bearer ${token}` },
      body: new Uint8Array(upload.body),
    });
    expect(answer.status).toBe(201);
  });
});
