import path from 'node:path';
import { spawnServer, TMP_DIR } from './support/server-process';

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
