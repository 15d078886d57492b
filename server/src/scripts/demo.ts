import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { DemoSeeder, type DemoReport } from './demo/demo-seeder';
import { createServices } from '../services';
import { openTargetDatabase, OperatorError, runCommand } from './database-tools';

function print({ added, guide, traveller }: DemoReport, siteUrl: string): void {
  const total = added.reviews + added.albums + added.enquiries + added.guides + added.tourBookings;
  console.log(
    total
      ? `Demo added: ${added.reviews} reviews, ${added.albums} albums, ${added.photos} photos, ${added.enquiries} enquiries, ${added.guides} guides, ${added.tourBookings} tour bookings.`
      : 'The demo is there already: nothing added.',
  );
  console.log(`Tour guide (albums, enquiries): ${guide.email}  password: ${guide.password}`);
  console.log(`Traveller (reviews, requests): ${traveller.email}  password: ${traveller.password}`);
  console.log(
    `These passwords are new on every run. Sign in at ${siteUrl}/login once the site runs.`,
  );
}

/**
 * `npm run demo`: fills the configured database (DATABASE_URL, else the embedded one, made if
 * need be) with the demo site; refuses a database with anything of its own, and production.
 */
async function main(): Promise<void> {
  // Said before anything is read or made: not even the configuration's data folder.
  if (process.env.NODE_ENV === 'production') {
    throw new OperatorError(
      'The demo does not run with NODE_ENV=production: it makes a tour guide and a traveller whose passwords it prints, and a production site refuses to start on its database. Run it without NODE_ENV=production, on a DATA_DIR or DATABASE_URL of its own.',
    );
  }
  const config = loadConfig();
  const database = await openTargetDatabase(config, { create: true });
  try {
    const dataSource = await openDatabase(database.url, { pool: config.database });
    const services = createServices(dataSource, config);
    try {
      print(await new DemoSeeder(services, config).run(), config.publicUrl);
    } finally {
      await services.rateLimiter.close();
      await services.siteChanges.close();
      await dataSource.destroy();
    }
  } finally {
    await database.release();
  }
}

runCommand(main);
