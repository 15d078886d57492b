import path from 'node:path';
import { spawnServer, TMP_DIR } from './support/server-process';

test('mail settings are checked at start, with every problem in the list', async () => {
  const server = spawnServer({
    DATA_DIR: path.join(TMP_DIR, 'config-test-data'),
    SMTP_URL: 'http://mail.example.com',
    MAIL_FROM: 'Serendib Trails <not-an-address>',
    BUSINESS_EMAIL: 'hello@\r\nBcc: spy@example.com',
    MAIL_POLL_MS: '5',
  });

  const exit = await server.exited;

  expect(exit.code).toBe(1);
  expect(server.output()).toContain('  - SMTP_URL must be an smtp:// or smtps:// URL');
  expect(server.output()).toContain(
    '  - MAIL_FROM must be an address or "Name <address>" (got "Serendib Trails <not-an-address>")',
  );
  expect(server.output()).toMatch(/ {2}- BUSINESS_EMAIL must be an email address/);
  expect(server.output()).toContain('  - MAIL_POLL_MS must be at least 10');
});
