/** Databases of the fault tests: a fresh one per test on TEST_DATABASE_URL's server, seeded small. */
import pg from 'pg';
import { createDb } from '@portal/db/client';
import { createPaymentMethod, createRewardsAccount } from '@portal/db/factories/cards';
import { createHotelFixture } from '@portal/db/factories/hotels';
import { createTraveler } from '@portal/db/factories/travelers';
import { createUser, FACTORY_PASSWORD } from '@portal/db/factories/users';
import { createWalletEntry } from '@portal/db/factories/wallet';
import { runMigrations } from '@portal/db/migrate';
import { rewardsLedger } from '@portal/db/schema/rewards';
import { seedDemoData } from '@portal/db/seed/seed';

export type Buyer = {
  email: string;
  password: string;
  cardId: string;
  /** The account reference id, as checkout names a rewards account. */
  rewardsAccountId: string;
  /** The buyer's saved traveler (named as the client's main guest), the passenger of a flight booking. */
  travelerId: string;
  token?: string;
  csrf?: string;
};

/** The same server as `url`, database `name`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function rows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(url, async (c) => (await c.query(text, values)).rows as T[]);
}

/** Drops and creates database `name` on the server of `serverUrl`; answers its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await withClient(databaseUrl(serverUrl, 'postgres'), async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(databaseUrl(serverUrl, 'postgres'), (c) =>
    c.query(`drop database if exists ${name} with (force)`),
  );
}

/** The real today (UTC), as the server's system clock sees it. */
export const realToday = () => new Date().toISOString().slice(0, 10);

/** The hotel the fault tests book (the catalog factory's Miami hotel, prefix 'fault'): a King, two pay-now rates. */
export const FAULT_HOTEL = {
  lodgingId: 'htl_fault_miami',
  roomId: 'htl_fault_miami_king',
  rateIds: ['htl_fault_miami_king_nr', 'htl_fault_miami_king_flex'],
} as const;

/**
 * Migrates, adds a few demo listings and `buyers` users, each with a card, 100,000 miles, $100 credit and a saved
 * traveler. With
 * `hotelRooms`, also FAULT_HOTEL with 60 nights from today and that many rooms of each room type a night.
 */
export async function seedFaultData(
  url: string,
  opts: { listings: number; buyers: number; hotelRooms?: number },
): Promise<Buyer[]> {
  const handle = await createDb({ databaseUrl: url, poolSize: 2 });
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db, { listings: opts.listings, today: realToday(), seed: 11 });
    if (opts.hotelRooms) {
      const hotel = await createHotelFixture(handle.db, {
        from: realToday(),
        nights: 60,
        allotment: opts.hotelRooms,
        prefix: 'fault',
      });
      const ours = [hotel.hotels.miami, hotel.rooms.king, hotel.rates.nonRefundable, hotel.rates.flexible];
      const expected = [FAULT_HOTEL.lodgingId, FAULT_HOTEL.roomId, ...FAULT_HOTEL.rateIds];
      if (ours.join() !== expected.join())
        throw new Error(`FAULT_HOTEL is not the fixture's: ${ours.join()}`);
    }
    const buyers: Buyer[] = [];
    for (let i = 0; i < opts.buyers; i++) {
      const user = await createUser(handle.db, { email: `fault-buyer-${i}@example.test` });
      const account = await createRewardsAccount(handle.db, user.id);
      await handle.db.insert(rewardsLedger).values({
        accountId: account.id,
        amount: 100_000,
        kind: 'Earn',
        description: 'Fault test balance',
      });
      await createWalletEntry(handle.db, user.id);
      const card = await createPaymentMethod(handle.db, user.id);
      // The booking client's main guest: a flight's contact step names its first passenger.
      const traveler = await createTraveler(handle.db, user.id, {
        givenName: 'Fault',
        surname: 'Buyer',
        dateOfBirth: '1985-04-12',
      });
      buyers.push({
        email: user.email,
        password: FACTORY_PASSWORD,
        cardId: card.id,
        rewardsAccountId: account.accountReferenceId,
        travelerId: traveler.id,
      });
    }
    return buyers;
  } finally {
    await handle.close();
  }
}
