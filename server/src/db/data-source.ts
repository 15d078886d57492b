import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { warnDatabaseUnavailable } from '../common/connection-failure';
import { rethrowAsUnavailable } from '../common/errors';
import type { DatabasePoolConfig } from '../config';
import { Booking } from '../modules/booking';
import { AlbumImage, TourAlbum } from '../modules/albums';
import { Feedback, FeedbackImage } from '../modules/feedback';
import { OutboxMessage } from '../modules/mail';
import { Media, MediaVariant } from '../modules/media';
import { installMessageQueue } from '../modules/timed-messages';
import { User } from '../modules/users';
import { CreateUsers1763800000000 } from './migrations/1763800000000-create-users';
import { CreateOutbox1763900000000 } from './migrations/1763900000000-create-outbox';
import { CreateRateLimits1763900001000 } from './migrations/1763900001000-create-rate-limits';
import { CreateAccountRecovery1763900002000 } from './migrations/1763900002000-create-account-recovery';
import { CreateMediaAndFeedback1764000000000 } from './migrations/1764000000000-create-media-and-feedback';
import { CreateBookings1764100000000 } from './migrations/1764100000000-create-bookings';
import { CreateTourAlbums1764200000000 } from './migrations/1764200000000-create-tour-albums';
import { AddGuideAccess1764300000000 } from './migrations/1764300000000-add-guide-access';
import { AddBookingFormTickets1764410000000 } from './migrations/1764410000000-add-booking-form-tickets';
import { CreateDemoAccounts1764500000000 } from './migrations/1764500000000-create-demo-accounts';
import { AddEnquiryAnonymisation1764510000000 } from './migrations/1764510000000-add-enquiry-anonymisation';
import { CreateSiteContent1764600000000 } from './migrations/1764600000000-create-site-content';
import { AddAccountLanguage1764700000000 } from './migrations/1764700000000-add-account-language';
import { TranslateSiteContent1764800000000 } from './migrations/1764800000000-translate-site-content';
import { NameContentInEveryLanguage1764900000000 } from './migrations/1764900000000-name-content-in-every-language';
import { GiveContentPicturesAltText1765010000000 } from './migrations/1765010000000-give-content-pictures-alt-text';
import { PriceTourOptions1765100000000 } from './migrations/1765100000000-price-tour-options';
import { CreateGuides1765200000000 } from './migrations/1765200000000-create-guides';
import { CreateTourBookings1765300000000 } from './migrations/1765300000000-create-tour-bookings';
import { RecordTourDeposits1765400000000 } from './migrations/1765400000000-record-tour-deposits';
import { RecordTourRefunds1765500000000 } from './migrations/1765500000000-record-tour-refunds';
import { AddGuideCalendarFeeds1765600000000 } from './migrations/1765600000000-add-guide-calendar-feeds';
import { SetExchangeRates1765700000000 } from './migrations/1765700000000-set-exchange-rates';
import { AddGuidePhotosAndAccounts1765800000000 } from './migrations/1765800000000-add-guide-photos-and-accounts';
import { ModerateFeedback1765900000000 } from './migrations/1765900000000-moderate-feedback';
import { ScheduleTimedMessages1766000000000 } from './migrations/1766000000000-schedule-timed-messages';
import { VerifyReviews1766100000000 } from './migrations/1766100000000-verify-reviews';
import { CreateQuotes1766200000000 } from './migrations/1766200000000-create-quotes';
import { SetTourPickups1766300000000 } from './migrations/1766300000000-set-tour-pickups';
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
  AddGuideAccess1764300000000,
  AddBookingFormTickets1764410000000,
  CreateDemoAccounts1764500000000,
  AddEnquiryAnonymisation1764510000000,
  CreateSiteContent1764600000000,
  AddAccountLanguage1764700000000,
  TranslateSiteContent1764800000000,
  NameContentInEveryLanguage1764900000000,
  GiveContentPicturesAltText1765010000000,
  PriceTourOptions1765100000000,
  CreateGuides1765200000000,
  CreateTourBookings1765300000000,
  RecordTourDeposits1765400000000,
  RecordTourRefunds1765500000000,
  AddGuideCalendarFeeds1765600000000,
  SetExchangeRates1765700000000,
  AddGuidePhotosAndAccounts1765800000000,
  ModerateFeedback1765900000000,
  ScheduleTimedMessages1766000000000,
  VerifyReviews1766100000000,
  CreateQuotes1766200000000,
  SetTourPickups1766300000000,
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
    // An idle pooled connection that dies (the server restarts, an operator ends it) is dropped
    // from the pool, which reports it here; the next query opens a fresh one.
    poolErrorHandler: warnDatabaseUnavailable,
    extra: {
      max: options.pool?.poolSize ?? 10,
      connectionTimeoutMillis: options.pool?.connectTimeoutMs ?? 3000,
      idleTimeoutMillis: 30000,
    },
  });
}

/**
 * Once running, a connection the pool cannot make (the database is down) fails as a 503 AppError
 * where it happens: every query, transaction and the GraphQL context start there, so each
 * transport answers 503 without knowing about the driver.
 */
function failUnreachableAsUnavailable(dataSource: DataSource): void {
  const driver = dataSource.driver as PostgresDriver;
  const obtainConnection = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = () => obtainConnection().catch(rethrowAsUnavailable);
}

/** Connects and brings the schema up to date with the reviewed migrations. */
export async function openDatabase(url: string, options?: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  await dataSource.runMigrations();
  await installMessageQueue(url);
  failUnreachableAsUnavailable(dataSource);
  return dataSource;
}
