import { DataSource } from 'typeorm';
import { User } from '../modules/users/user.entity';
import { CreateUsers1763800000000 } from './migrations/1763800000000-create-users';

export const ENTITIES = [User];
export const MIGRATIONS = [CreateUsers1763800000000];

export function createDataSource(url: string): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries surface as errors and are logged without their parameters (common/errors).
    logging: false,
    extra: { max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 },
  });
}

/** Connects and brings the schema up to date with the reviewed migrations. */
export async function openDatabase(url: string): Promise<DataSource> {
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  await dataSource.runMigrations();
  return dataSource;
}
