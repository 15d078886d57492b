import fs from 'node:fs';
import {
  ALBUM_TRANSPORTS,
  refusal,
  tourGuide,
  validAlbum,
  valueOfOutcome,
} from '../server/support/albums';
import {
  ownServerVariables,
  startServer,
  type RunningServer,
} from '../server/support/server-process';
import { databaseUrl } from '../server/support/test-env';

/**
 * An album's page has one address: its id in lower case, as the database writes it. Any other
 * spelling is sent there, never rendered or kept as a page of its own, so a loop over spellings
 * cannot fill the server's memory.
 */
let albumId: string;
let server: RunningServer;

beforeAll(async () => {
  const guide = await tourGuide();
  const album = await ALBUM_TRANSPORTS[1].create(guide.token, validAlbum({ title: 'Knuckles' }));
  albumId = valueOfOutcome(album).id;
  // A server of its own on the same database: only this file's requests reach it. Its heap is
  // bounded as a small instance's would be, so V8 collects the requests' garbage instead of
  // letting the heap grow first (it does, by some 12 kB a request): what stays is what is kept.
  server = await startServer(
    ownServerVariables(databaseUrl(), { NODE_OPTIONS: '--max-old-space-size=128' }),
  );
}, 95_000);

afterAll(async () => {
  await server?.stop();
}, 35_000);

const LANGUAGES = ['', '/de', '/fr', '/ru', '/zh'];

/** The id with each letter in upper or lower case at random, never all lower. */
function anotherSpelling(id: string): string {
  const spelled = [...id].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
  return spelled === id ? id.toUpperCase() : spelled;
}

const page = (path: string) =>
  fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });

test('another spelling of an album’s id is sent to its one address, in the same language', async () => {
  for (const prefix of LANGUAGES) {
    const answer = await page(`${prefix}/showcase/album/${albumId.toUpperCase()}?from=share`);
    expect({ prefix, status: answer.status }).toEqual({ prefix, status: 301 });
    expect(answer.headers.get('location')).toBe(`${prefix}/showcase/album/${albumId}?from=share`);

    const canonical = await page(`${prefix}/showcase/album/${albumId}`);
    expect({ prefix, status: canonical.status }).toEqual({ prefix, status: 200 });
  }
});

test.each(ALBUM_TRANSPORTS)(
  '$name: another spelling of an album’s id finds no album',
  async (transport) => {
    const outcome = await transport.get(albumId.toUpperCase());
    expect(refusal(outcome)).toBe(transport.name === 'REST' ? 404 : 'NOT_FOUND');
    expect(valueOfOutcome(await transport.get(albumId)).id).toBe(albumId);
  },
);

/** The server's resident memory, from the kernel's account of its process. */
function residentBytes(): number {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

/** `count` requests for the album's page, each under another spelling, eight at a time. */
async function askSpellings(count: number): Promise<void> {
  for (let round = 0; round < count / 8; round += 1) {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const prefix = LANGUAGES[(round * 8 + i) % LANGUAGES.length];
        return page(`${prefix}/showcase/album/${anotherSpelling(albumId)}`).then((r) => r.text());
      }),
    );
  }
}

test('2,000 random spellings of an album’s address leave the server’s memory where it was', async () => {
  // Where it starts: the album's pages rendered, and asked for as often as the loop will ask.
  for (let round = 0; round < 2000 / LANGUAGES.length; round += 1) {
    const pages = LANGUAGES.map((prefix) =>
      page(`${prefix}/showcase/album/${albumId}`).then(async (r) => (await r.text(), r.status)),
    );
    for (const status of await Promise.all(pages)) expect(status).toBe(200);
  }
  const before = residentBytes();

  await askSpellings(2000);

  const after = residentBytes();
  expect(after / before).toBeLessThanOrEqual(1.1);
}, 120_000);
