import { DataSource } from 'typeorm';
import type { DatabasePoolConfig } from '../config';
import { Booking } from '../modules/booking/booking.entity';
import { AlbumImage, TourAlbum } from '../modules/albums/album.entity';
import { Feedback, FeedbackImage } from '../modules/feedback/feedback.entity';
import { OutboxMessage } from '../modules/mail';
import { Media, MediaVariant } from '../modules/media/media.entity';
import { User } from '../modules/users/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-create-users';
import { CreateOutbox1763900000000 } from './migrations/1763900000000-create-outbox';
import { CreateRateLimits1763900001000 } from './migrations/1763900001000-create-rate-limits';
import { CreateAccountRecovery1763900002000 } from './migrations/1763900002000-create-account-recovery';
import { CreateMediaAndFeedback1764000000000 } from './migrations/1764000000000-create-media-and-feedback';
import { CreateBookings1764100000000 } from './migrations/1764100000000-create-bookings';
import { CreateTourAlbums1764200000000 } from './migrations/1764200000000-create-tour-albums';
import { StatementCountingLogger } from './statement-counter';

export const ENTITIES = [
  User,
  OutboxMessage,
  Media,
  MediaVariant,
  Feedback,
  FeedbackImage,
  Booking,
  TourAlbum,
  AlbumImage,
];
export const MIGRATIONS = [
  CreateUsers1763800000000,
  CreateOutbox1763900000000,
  CreateRateLimits1763900001000,
  CreateAccountRecovery1763900002000,
  CreateMediaAndFeedback1764000000000,
  CreateBookings1764100000000,
  CreateTourAlbums1764200000000,
];

export interface DatabaseOptions {
  /** Count each request's statements (tests read them from a response header). */
  countStatements?: boolean;
  pool?: DatabasePoolConfig;
}

export function createDataSource(url: string, options: DatabaseOptions = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries surface as errors and are logged without their parameters (common/errors).
    logging: false,
    ...(options.countStatements && { logger: new StatementCountingLogger() }),
    extra: {
      max: options.pool?.poolSize ?? 10,
      connectionTimeoutMillis: options.pool?.connectTimeoutMs ?? 3000,
      idleTimeoutMillis: 30000,
    },
  });
}

/** Connects and brings the schema up to date with the reviewed migrations. */
export async function openDatabase(url: string, options?: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}
