import { newAccount } from '../server/support/accounts';
import { BOOKING_TRANSPORTS, bookingForm, restBookings } from '../server/support/bookings';
import { confirmGuide } from '../server/support/guide-access';
import { request } from '../server/support/http';
import { adminEmail } from '../server/support/test-env';
import { graphqlTransport, valueOf } from '../server/support/transports';

/** The inbox's largest page, on both transports (the schema: "at most 100"). */
const MAX_PAGE_SIZE = 100;

let adminToken: string;
let total: number;

beforeAll(async () => {
  const admin = await confirmGuide(
    valueOf(await graphqlTransport.register(newAccount({ email: adminEmail('page-sizes') }))),
  );
  adminToken = admin.token;
  // One enquiry more than a page holds, each from a visitor address of its own.
  const { total: existing } = valueOf(
    await restBookings.inbox({ limit: 1 }, { token: adminToken }),
  );
  const missing = Math.max(0, MAX_PAGE_SIZE + 1 - existing);
  for (let sent = 0; sent < missing; sent += 10) {
    const batch = Array.from({ length: Math.min(10, missing - sent) }, () =>
      restBookings.request(bookingForm()),
    );
    (await Promise.all(batch)).forEach(valueOf);
  }
  total = existing + missing;
}, 60_000);

describe.each(BOOKING_TRANSPORTS)('the enquiry inbox over $name', (transport) => {
  test('gives at most a full page, however many enquiries are asked for', async () => {
    const page = valueOf(await transport.inbox({ limit: 1_000_000 }, { token: adminToken }));
    expect(page.bookings).toHaveLength(MAX_PAGE_SIZE);
    expect(page.total).toBeGreaterThanOrEqual(total);
  });

  test('an offset past the last enquiry gives an empty page', async () => {
    const page = valueOf(await transport.inbox({ offset: 2 ** 31 - 1 }, { token: adminToken }));
    expect(page.bookings).toEqual([]);
    expect(page.total).toBeGreaterThanOrEqual(total);
  });
});

test('REST answers an offset too large for PostgreSQL with an empty page, not an error', async () => {
  const result = await request<{ bookings: unknown[]; total: number }>(
    'GET',
    `/api/bookings?offset=${'9'.repeat(30)}&limit=${'9'.repeat(30)}`,
    { token: adminToken },
  );
  expect(result.status).toBe(200);
  expect(result.body.bookings).toEqual([]);
  expect(result.body.total).toBeGreaterThanOrEqual(total);
});
