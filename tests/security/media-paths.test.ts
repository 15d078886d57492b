import net from 'node:net';
import { created, restFeedback, signedIn, validFeedback } from '../server/support/feedback';
import { png } from '../server/support/images';
import { baseUrl } from '../server/support/test-env';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends the request line exactly as written: fetch and http.request tidy paths (`..`, `\`, NUL)
 * before sending, and an attacker's client does not.
 */
function rawGet(path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head.toLowerCase(),
        body: rest.join('\r\n\r\n'),
      });
    });
  });
}

/** Bits of files that must never be served: the system's users, the server's package and code. */
const SECRETS = ['root:x:0:0', '"dependencies"', 'Object.defineProperty(exports', '[fonts]'];

let id: string;
let file: string;

beforeAll(async () => {
  const user = await signedIn();
  const feedback = created(
    await restFeedback.create(user.token, validFeedback(), [{ bytes: await png() }]),
  );
  [, , id, file] = feedback.images[0].split('/');
});

/** Each with the real media it aims past: the id and file of a stored image. */
const TRAVERSALS: [string, (real: { id: string; file: string }) => string][] = [
  ['dot segments', () => '/media/../../../../etc/passwd'],
  ['dot segments after a real id', ({ id }) => `/media/${id}/../../../../etc/passwd`],
  ['dot segments to the server package', () => '/media/../package.json'],
  ['encoded slashes', () => '/media/..%2F..%2Fserver%2Fdist/320.webp'],
  ['encoded slashes in the file', ({ id }) => `/media/${id}/..%2F..%2F..%2Fetc%2Fpasswd`],
  ['encoded dots', () => '/media/%2e%2e/%2e%2e/%2e%2e/etc/passwd'],
  ['encoded dots and slashes', ({ id }) => `/media/${id}/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd`],
  ['double encoding', () => '/media/%252e%252e%252f%252e%252e%252fetc%252fpasswd/320.webp'],
  [
    'double encoding in the file',
    ({ id }) => `/media/${id}/%252e%252e%252f%252e%252e%252fpackage.json`,
  ],
  ['overlong UTF-8 dots', () => '/media/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd'],
  ['overlong UTF-8 slashes', ({ id }) => `/media/${id}/..%c0%af..%c0%afpackage.json`],
  ['backslashes', () => '/media/..\\..\\..\\..\\etc\\passwd'],
  ['backslashes after a real id', ({ id }) => `/media/${id}\\..\\..\\package.json`],
  ['encoded backslashes', () => '/media/..%5c..%5c..%5cetc%5cpasswd/320.webp'],
  ['a NUL byte after the file', ({ id, file }) => `/media/${id}/${file}%00.png`],
  ['a NUL byte in the id', ({ id, file }) => `/media/${id}%00/${file}`],
  ['a raw NUL byte', ({ id, file }) => `/media/${id}/${file}\0`],
  ['an absolute path', () => '/media//etc/passwd'],
  ['an encoded absolute path', () => '/media/%2fetc%2fpasswd/320.webp'],
  ['a Windows path', () => '/media/C:%5cWindows%5cwin.ini/320.webp'],
  ['a file URL', () => '/media/file:%2f%2f%2fetc%2fpasswd/320.webp'],
  ['an overlong id', () => `/media/${'a'.repeat(6000)}/320.webp`],
  ['an overlong file name', ({ id }) => `/media/${id}/${'9'.repeat(6000)}.webp`],
  ['an id padded with dots', ({ id, file }) => `/media/${id}..../${file}`],
  ['a width with a path', ({ id }) => `/media/${id}/320.webp/..%2f..%2fpackage.json`],
  ['an undecodable id (invalid UTF-8)', ({ file }) => `/media/%c0%af%ff/${file}`],
  ['an undecodable album id', () => '/api/tour-albums/%c0%af'],
  ['an undecodable feedback id', () => '/api/feedback/..%c0%af..%c0%afpackage.json'],
  ['an undecodable enquiry id', () => '/api/bookings/%ff/emails/%c0%af/resend'],
  ['an undecodable album page', () => '/showcase/album/%c0%af'],
  ['an undecodable client path', () => '/about/%c0%af'],
  ['an undecodable email preview', () => '/dev/mail/%c0%af'],
  ['the client files, by dot segments', () => '/assets/../../../server/package.json'],
  ['the client files, by encoded dots', () => '/%2e%2e/%2e%2e/server/dist/main.js'],
  ['the client files, by backslashes', () => '/..%5c..%5cserver%5cpackage.json'],
];

afterAll(async () => {
  // Whatever was sent, the server still answers.
  expect((await rawGet('/healthz')).status).toBe(200);
});

test('a real media URL is served (the paths below would reach it if tidied)', async () => {
  const answer = await rawGet(`/media/${id}/${file}`);

  expect(answer.status).toBe(200);
  expect(answer.headers).toContain('content-type: image/webp');
});

test.each(TRAVERSALS)(
  '%s: answered 400 or 404, never another file or a crash',
  async (_, pathTo) => {
    const answer = await rawGet(pathTo({ id, file }));

    expect([400, 404]).toContain(answer.status);
    expect(answer.headers).not.toContain('content-type: image/');
    for (const secret of SECRETS) expect(answer.body).not.toContain(secret);
  },
);
