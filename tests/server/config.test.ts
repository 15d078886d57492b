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
