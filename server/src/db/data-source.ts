import { DataSource } from 'typeorm';
import { Feedback, FeedbackImage } from '../modules/feedback/feedback.entity';
import { Media, MediaVariant } from '../modules/media/media.entity';
import { User } from '../modules/users/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-create-users';
import { StatementCountingLogger } from './statement-counter';
import { CreateMediaAndFeedback1764000000000 } from './migrations/1764000000000-create-media-and-feedback';

export const ENTITIES = [User, Media, MediaVariant, Feedback, FeedbackImage];
export const MIGRATIONS = [CreateUsers1763800000000, CreateMediaAndFeedback1764000000000];

export interface DatabaseOptions {
  /** Count each request's statements (tests read them from a response header). */
  countStatements?: boolean;
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
    extra: { max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
  });
}

/** Connects and brings the schema up to date with the reviewed migrations. */
export async function openDatabase(url: string, options?: DatabaseOptions): Promise<DataSource> {
  const dataSource = createDataSource(url, options);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}
