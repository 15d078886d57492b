import { createHmac, randomBytes } from 'node:crypto';
import { TEST_JWT_SECRET } from './test-env';

/**
 * A booking form ticket as the server signs one (`<issued at ms>.<id>.<HMAC-SHA256>`, the purpose
 * signed too), issued `ageMs` ago. Test servers run with TEST_JWT_SECRET, so a test ages a ticket
 * honestly instead of waiting: the server has no switch for it.
 */
export function agedFormTicket(ageMs = 12_000, secret = TEST_JWT_SECRET): string {
  const signed = `${Date.now() - ageMs}.${randomBytes(16).toString('base64url')}`;
  const signature = createHmac('sha256', secret)
    .update(`booking-form-ticket.${signed}`)
    .digest('base64url');
  return `${signed}.${signature}`;
}
