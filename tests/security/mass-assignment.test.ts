import { randomUUID } from 'node:crypto';
import { newAccount } from '../server/support/accounts';
import { tourGuide, validAlbum } from '../server/support/albums';
import { bookingForm, storedBookings } from '../server/support/bookings';
import { countAccounts, withDatabase } from '../server/support/database';
import { multipart, restFeedback, signedIn, validFeedback } from '../server/support/feedback';
import { graphql, request, rest } from '../server/support/http';
import { restTransport, valueOf } from '../server/support/transports';
import { visitorIp } from '../server/support/visitor';

/**
 * What a client might add to a body to take over an account or a record. Profile updates are
 * covered by tests/server/accounts-profile.test.ts.
 */
const PRIVILEGED = {
  role: 'admin',
  isAdmin: true,
  admin: true,
  id: randomUUID(),
  _id: randomUUID(),
  userId: randomUUID(),
  user_id: randomUUID(),
  ownerId: randomUUID(),
  tokenVersion: 9,
  token_version: 9,
  passwordHash: '$2b$10$abcdefghijklmnopqrstuuLqVb5K5l0l7zG0eWc1yfLw7m3Vb4sG6',
  password_hash: 'x',
  createdAt: '2001-01-01T00:00:00.000Z',
  created_at: '2001-01-01T00:00:00.000Z',
  status: 'confirmed',
};

const recent = (iso: string | Date) => Date.now() - new Date(iso).getTime() < 5 * 60_000;

function storedUser(id: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string; token_version: number; created_at: Date }>(
      'SELECT id, token_version, created_at FROM users WHERE id = $1',
      [id],
    );
    return rows[0];
  });
}

function storedFeedback(id: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ user_id: string; created_at: Date }>(
      'SELECT user_id, created_at FROM feedback WHERE id = $1',
      [id],
    );
    return rows[0];
  });
}

test('REST register ignores role, id, token version, hash and dates in the body', async () => {
  const account = newAccount();

  const registered = valueOf(await restTransport.register({ ...PRIVILEGED, ...account }));

  expect(registered.user).toMatchObject({ email: account.email, isAdmin: false });
  expect(Object.values(PRIVILEGED)).not.toContain(registered.user.id);
  expect(recent(registered.user.createdAt)).toBe(true);
  const stored = await storedUser(registered.user.id);
  expect(stored.token_version).toBe(0);
  expect(recent(stored.created_at)).toBe(true);
  // The password given, not the hash, signs in; and the token is good for version 0.
  valueOf(await restTransport.login(account));
  expect(valueOf(await restTransport.me(registered.token))?.isAdmin).toBe(false);
});

/** The spec's multipart feedback form, with whatever extra fields a client adds. */
function feedbackForm(extra: Record<string, string>): FormData {
  const form = new FormData();
  const fields = validFeedback();
  form.append('fullName', fields.fullName);
  form.append('rating', String(fields.rating));
  form.append('comment', fields.comment);
  form.append('location', fields.location ?? '');
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}

test('REST feedback keeps its author, id, email and date, whatever the form claims', async () => {
  const [alice, bob] = await Promise.all([signedIn(), signedIn()]);
  const claims = {
    ...Object.fromEntries(Object.entries(PRIVILEGED).map(([k, v]) => [k, String(v)])),
    userId: bob.user.id,
    user_id: bob.user.id,
    ownerId: bob.user.id,
    email: bob.user.email,
  };

  const made = await multipart('POST', '/api/feedback', feedbackForm(claims), alice.token);
  const feedback = (made.body as { feedback: { _id: string; userId: string; email: string } })
    .feedback;
  const edited = await multipart(
    'PUT',
    `/api/feedback/${feedback._id}`,
    feedbackForm({ ...claims, comment: 'Edited, and handed over to Bob?' }),
    alice.token,
  );
  const bobsEdit = await restFeedback.update(bob.token, feedback._id, validFeedback());

  expect(made.status).toBe(201);
  expect(feedback).toMatchObject({ userId: alice.user.id, email: alice.user.email });
  expect(Object.values(claims)).not.toContain(feedback._id);
  expect(edited.status).toBe(200);
  expect(edited.body).toMatchObject({
    feedback: { _id: feedback._id, userId: alice.user.id, email: alice.user.email },
  });
  expect(bobsEdit).toMatchObject({ ok: false, status: 403 });
  const stored = await storedFeedback(feedback._id);
  expect(stored.user_id).toBe(alice.user.id);
  expect(recent(stored.created_at)).toBe(true);
});

test('REST booking request ignores status, reference, owner and dates in the body', async () => {
  const visitor = await signedIn();
  const form = bookingForm();

  const response = await request<{ booking: Record<string, unknown> }>('POST', '/api/bookings', {
    body: {
      ...PRIVILEGED,
      ...form,
      reference: 'LK-1999-000001',
      userId: visitor.user.id,
      autoReplySkipped: true,
      emails: [],
    },
    headers: { 'x-forwarded-for': visitorIp() },
  });

  expect(response.status).toBe(201);
  expect(response.body.booking).toMatchObject({ status: 'new' });
  expect(response.body.booking.reference).not.toBe('LK-1999-000001');
  const [stored] = await storedBookings(form.email);
  // Sent without a token: it belongs to nobody, whatever the body names.
  expect(stored).toMatchObject({ status: 'new', user_id: null, auto_reply_skipped: false });
  expect(stored.id).not.toBe(PRIVILEGED.id);
  expect(stored.id).not.toBe(PRIVILEGED._id);
});

test('REST album fields other than title, location, date and description are ignored', async () => {
  const guide = await tourGuide();
  const id = randomUUID();

  const response = await rest<{ album: Record<string, unknown> }>(
    'POST',
    '/api/tour-albums',
    {
      ...validAlbum(),
      ...PRIVILEGED,
      _id: id,
      coverImage: '/media/00000000-0000-4000-8000-000000000000/320.webp',
      images: [{ url: '/media/00000000-0000-4000-8000-000000000000/320.webp' }],
    },
    guide.token,
  );

  expect(response.status).toBe(201);
  expect(response.body.album).toMatchObject({ coverImage: null, images: [] });
  expect(response.body.album._id).not.toBe(id);
  expect(recent(response.body.album.createdAt as string)).toBe(true);
});

/** Each GraphQL input type, with one field it does not define. */
const GRAPHQL_INPUTS = [
  {
    input: 'RegisterInput',
    field: 'register(input: $input) { token }',
    extra: 'isAdmin',
    values: () => ({ ...newAccount(), isAdmin: true }),
  },
  {
    input: 'FeedbackInput',
    field: 'createFeedback(input: $input) { id }',
    extra: 'userId',
    values: () => ({ ...validFeedback(), userId: randomUUID() }),
  },
  {
    input: 'RequestGuideInput',
    field: 'requestGuide(input: $input) { reference }',
    extra: 'status',
    values: () => {
      const { idempotencyKey, ...form } = bookingForm();
      return { ...form, idempotencyKey, status: 'confirmed' };
    },
  },
  {
    input: 'AlbumInput',
    field: 'createAlbum(input: $input) { id }',
    extra: 'coverImageId',
    values: () => ({ ...validAlbum(), coverImageId: randomUUID() }),
  },
];

describe('GraphQL input types refuse fields they do not define', () => {
  test.each(GRAPHQL_INPUTS)('$input, as a variable', async ({ input, field, extra, values }) => {
    const guide = await tourGuide();
    const sent = values();

    const response = await graphql(
      `mutation ($input: ${input}!) { ${field} }`,
      { input: sent },
      guide.token,
    );

    expect(response.body.data ?? null).toBeNull();
    expect(response.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0].message).toContain(
      `Field "${extra}" is not defined by type "${input}"`,
    );
  });

  test.each(GRAPHQL_INPUTS)(
    '$input, written in the query',
    async ({ input, field, extra, values }) => {
      const guide = await tourGuide();
      const literal = Object.entries(values())
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
        .join(', ');

      const response = await graphql(
        `mutation { ${field.replace('$input', `{ ${literal} }`)} }`,
        {},
        guide.token,
      );

      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors?.[0]).toMatchObject({
        message: expect.stringContaining(`Field "${extra}" is not defined by type "${input}"`),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    },
  );

  test('a refused sign-up with isAdmin creates no account', async () => {
    const account = newAccount();

    await graphql('mutation ($input: RegisterInput!) { register(input: $input) { token } }', {
      input: { ...account, isAdmin: true },
    });

    expect(await countAccounts(account.email, account.name)).toBe(0);
  });
});
