import { mkdirSync } from 'node:fs';
import { createDb, type Db, type DbHandle } from '@portal/db/client';
import { runMigrations } from '@portal/db/migrate';
import { DEMO_HOTEL_NIGHTS, hasDemoData, seedDemoData } from '@portal/db/seed/seed';
import { extendHotelInventory } from '@portal/db/seed/hotels/seed-hotels';
import { addDays } from '@portal/domain/iso-date';
import type { Config } from './config.ts';
import { installJobQueue } from './jobs/job-queue.ts';

export const demoAccounts = [
  ['primary@demo.test', 'consumer, Primary on several rewards accounts'],
  ['authorized@demo.test', 'consumer, authorized user'],
  ['manager@demo.test', 'consumer, account manager'],
  ['nonfinancial@demo.test', 'consumer, non-financial user'],
  ['corp-admin@demo.test', 'corporate admin (capone-corporate)'],
  ['corp-traveler@demo.test', 'corporate traveler (capone-corporate)'],
  ['agent@demo.test', 'agent, delegated sessions'],
  ['notbeta@demo.test', 'sign-in answers 40102 (not in beta)'],
  ['denied@demo.test', 'sign-in answers 40103 (access denied)'],
  ['onboarding@demo.test', 'sign-in answers 40105 (needs onboarding)'],
  ['ack@demo.test', 'sign-in answers 40106 (needs acknowledgement)'],
] as const;

/** Opens the database, applies migrations and, on the first start of an empty database, adds the demo data. */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<DbHandle> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(handle);
  await installJobQueue(handle, config.jobs);
  if (config.seedListings > 0 && !(await hasDemoData(handle.db))) {
    const started = performance.now();
    log(`Empty database: adding demo data with ${config.seedListings} listings…`);
    const today = new Date().toISOString().slice(0, 10);
    await seedDemoData(handle.db, {
      listings: config.seedListings,
      today,
      hotelNights: DEMO_HOTEL_NIGHTS,
      pendingApproval: { now: new Date() },
    });
    log(`Demo data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else if (config.seedListings > 0) {
    const today = new Date().toISOString().slice(0, 10);
    const added = await keepDemoHotelNightsAhead(handle.db, { today });
    if (added > 0)
      log(`Demo hotels: added ${added} room nights to keep ${DEMO_HOTEL_NIGHTS} nights bookable`);
  }
  return handle;
}

/**
 * A demo database seeded weeks ago would run out of bookable hotel nights: each start adds the demo catalog's
 * nights up to `nights` ahead of today (none when they are already there). Returns the room nights added.
 */
export async function keepDemoHotelNightsAhead(
  db: Db,
  options: { today: string; nights?: number },
): Promise<number> {
  return extendHotelInventory(db, { until: addDays(options.today, options.nights ?? DEMO_HOTEL_NIGHTS) });
}
