/**
 * What global-setup hands to the test files. Workers start after global setup has run, so they
 * inherit these variables.
 */
export const TEST_JWT_SECRET = 'integration-tests-only-secret-0123456789-abcdef';

/** One admin address per use, so each test registers its own while the list stays fixed. */
export const ADMIN_SLOTS = [
  'graphql',
  'rest',
  'graphql-any-case',
  'rest-any-case',
  'bookings',
  'albums',
  'page-sizes',
  'graphql-resend',
  'rest-resend',
  'link-reuse',
  'link-expired',
  'sign-in-link',
  'reset-link',
  'security-answers',
  'content',
  'content-unconfirmed',
] as const;
export type AdminSlot = (typeof ADMIN_SLOTS)[number];

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest (global setup)`);
  return value;
}

export const baseUrl = () => required('TEST_BASE_URL');
export const jwtSecret = () => required('TEST_JWT_SECRET');
export const databaseUrl = () => required('TEST_DATABASE_URL');

/** Addresses differ from one run to the next, so a kept external database never collides. */
export function adminEmail(slot: AdminSlot, runId = required('TEST_RUN_ID')): string {
  return `guide-${slot}-${runId}@test.serendibtrails.lk`;
}
