import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { assertValid } from '../../common/assert-valid';
import { registrationErrors, type RegistrationValues } from '@lanka-tours/shared/account-rules';
import { hashPassword } from '../../modules/auth';
import { Booking } from '../../modules/booking';
import { TourAlbum } from '../../modules/albums';
import { findUserByEmail, revokeSessions, User } from '../../modules/users';
import { DEMO_ALBUMS, DEMO_ENQUIRIES } from './demo-content';

export interface DemoCredentials {
  email: string;
  password: string;
}

function counted(count: number, one: string, many: string): string {
  if (!count) return '';
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Why the database is not the demo's to fill, or undefined when it is: it holds accounts the
 * demo did not make (demo_accounts lists those it did), or enquiries or albums not its own.
 */
export async function whyNotDemoDatabase(manager: EntityManager): Promise<string | undefined> {
  const [{ count: accounts }] = await manager.query<{ count: string }[]>(
    `SELECT count(*) FROM users
      WHERE NOT EXISTS (SELECT 1 FROM demo_accounts WHERE demo_accounts.user_id = users.id)`,
  );
  const enquiries = await manager
    .createQueryBuilder(Booking, 'booking')
    .where('booking.idempotencyKey IS NULL OR booking.idempotencyKey NOT IN (:...keys)', {
      keys: DEMO_ENQUIRIES.map((enquiry) => enquiry.key),
    })
    .getCount();
  const albums = await manager
    .createQueryBuilder(TourAlbum, 'album')
    .where('album.title NOT IN (:...titles)', { titles: DEMO_ALBUMS.map((album) => album.title) })
    .getCount();
  const foreign = [
    counted(Number(accounts), 'account', 'accounts'),
    counted(enquiries, 'enquiry', 'enquiries'),
    counted(albums, 'album', 'albums'),
  ].filter(Boolean);
  if (!foreign.length) return undefined;
  const listed = foreign.join(', ');
  return `This database holds ${listed} that the demo did not make: the demo fills only a database of its own. Point DATA_DIR or DATABASE_URL at a new one.`;
}

/** A password nobody has seen before, printed once. */
export function newDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The demo's account for this address, made (and marked as the demo's) when missing. With a
 * password, an existing account takes it, and its earlier sessions end.
 */
export async function ensureDemoAccount(
  manager: EntityManager,
  values: Omit<RegistrationValues, 'password'>,
  password?: string,
): Promise<User> {
  const existing = await findUserByEmail(manager, values.email);
  if (existing) {
    return password ? revokeSessions(manager, existing.id, await hashPassword(password)) : existing;
  }
  const chosen = password ?? newDemoPassword();
  assertValid(registrationErrors({ ...values, password: chosen }));
  const user = manager.create(User, {
    name: values.name,
    email: values.email,
    country: values.country,
    passwordHash: await hashPassword(chosen),
  });
  await manager.transaction(async (transaction) => {
    await transaction.insert(User, user);
    await transaction.query('INSERT INTO demo_accounts (user_id) VALUES ($1)', [user.id]);
  });
  return manager.findOneByOrFail(User, { id: user.id });
}
