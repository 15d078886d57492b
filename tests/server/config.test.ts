import path from 'node:path';
import { uniqueEmail } from './support/accounts';
import { createScratchDatabase } from './support/database';
import { startServer, spawnServer, TMP_DIR } from './support/server-process';
import { jwtSecret } from './support/test-env';
import { restFrom } from './support/visitor';

const DATA_DIR = path.join(TMP_DIR, 'config-test-data');

test('a bad configuration stops the start with every problem in one list, exit code 1', async () => {
  const server = spawnServer({ PORT: 'abc', JWT_SECRET: 'short', DATA_DIR });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain(
    [
      'Invalid configuration:',
      '  - PORT must be a whole number (got "abc")',
      '  - JWT_SECRET must be at least 32 characters long',
    ].join('\n'),
  );
  expect(server.output()).not.toContain('Ready on');
});

test('production refuses to start without JWT_SECRET', async () => {
  const server = spawnServer({ NODE_ENV: 'production', DATA_DIR });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain('  - JWT_SECRET is required when NODE_ENV=production');
  expect(server.output()).not.toContain('Starting the embedded PostgreSQL');
});

test('the media limits must be positive whole numbers', async () => {
  const server = spawnServer({
    MEDIA_MAX_FILE_BYTES: '10MB',
    MEDIA_PROCESSING_CONCURRENCY: '0',
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR,
  });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain(
    [
      'Invalid configuration:',
      '  - MEDIA_MAX_FILE_BYTES must be a whole number (got "10MB")',
      '  - MEDIA_PROCESSING_CONCURRENCY must be at least 1',
    ].join('\n'),
  );
});

test('enquiries keep their personal details for a whole number of months, at least one', async () => {
  const server = spawnServer({
    ENQUIRY_RETENTION_MONTHS: '0',
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR,
  });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain('  - ENQUIRY_RETENTION_MONTHS must be at least 1');
});

test('TRUST_PROXY names the proxies to believe; a value Express cannot read stops the start', async () => {
  const server = spawnServer({
    TRUST_PROXY: 'loopback, 10.0.0.0/33, proxy.internal',
    JWT_SECRET: 'x'.repeat(32),
    DATA_DIR,
  });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain('  - TRUST_PROXY has an invalid entry: "10.0.0.0/33"');
  expect(server.output()).toContain('  - TRUST_PROXY has an invalid entry: "proxy.internal"');
});

test('behind TRUST_PROXY without loopback, a local caller cannot pick its address with X-Forwarded-For', async () => {
  // Forgot-password allows 10 requests per address in 15 minutes; 11 made-up addresses would pass.
  const database = await createScratchDatabase();
  const server = await startServer({
    DATABASE_URL: database.url,
    JWT_SECRET: jwtSecret(),
    NODE_ENV: 'test',
    TRUST_PROXY: '192.0.2.10',
    DATA_DIR,
  });
  try {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const answer = await restFrom(
        `198.51.100.${i}`,
        'POST',
        '/api/auth/forgot-password',
        { email: uniqueEmail('forwarded') },
        { base: server.baseUrl },
      );
      statuses.push(answer.status);
    }

    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  } finally {
    await server.stop();
    await database.drop();
  }
});
