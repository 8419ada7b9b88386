import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { hotelCities, hotelRatePlans, hotelRoomNights, hotelRoomTypes, hotels } from './schema/hotels.ts';

// On TEST_DATABASE_URL when set (PostgreSQL), else a fresh PGlite: the constraints must hold on both.
const databaseUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}-${Date.now()}`;
const cityId = `test-city-${suffix}`;
const hotelId = `htl_test_${suffix}`;
const roomId = `${hotelId}_r1`;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ databaseUrl, poolSize: 2 });
  await runMigrations(handle);
  await handle.db.insert(hotelCities).values({
    id: cityId,
    name: 'Testville',
    region: 'FL',
    countryCode: 'US',
    lat: 25.76,
    lon: -80.19,
    timeZone: 'America/New_York',
  });
  await handle.db.insert(hotels).values({
    id: hotelId,
    cityId,
    name: 'Test Harbour Hotel',
    starRating: 4,
    lat: 25.77,
    lon: -80.18,
    address: '1 Harbour Way',
    postalCode: '33131',
    description: 'A hotel for constraint tests.',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    petsPolicy: 'No pets',
    supplierId: 'sim',
  });
  await handle.db.insert(hotelRoomTypes).values({
    id: roomId,
    lodgingId: hotelId,
    name: 'King Room',
    beds: [{ type: 'King', count: 1 }],
    sizeM2: 28,
    maxOccupancy: 2,
  });
  await handle.db.insert(hotelRoomNights).values([
    { roomTypeId: roomId, night: '2031-03-01', allotment: 1, basePriceMinor: 20000 },
    { roomTypeId: roomId, night: '2031-03-02', allotment: 2, basePriceMinor: 20000 },
  ]);
});

afterAll(async () => {
  await handle.db.delete(hotels).where(eq(hotels.id, hotelId));
  await handle.db.delete(hotelCities).where(eq(hotelCities.id, cityId));
  await handle.close();
});

/** Takes `rooms` rooms on every night of [from, until) in one statement, as a booking does. */
async function take(rooms: number, from: string, until: string): Promise<'ok' | 'refused'> {
  try {
    await handle.db
      .update(hotelRoomNights)
      .set({ booked: sql`${hotelRoomNights.booked} + ${rooms}` })
      .where(
        and(
          eq(hotelRoomNights.roomTypeId, roomId),
          gte(hotelRoomNights.night, from),
          lt(hotelRoomNights.night, until),
        ),
      );
    return 'ok';
  } catch {
    return 'refused';
  }
}

const bookedOn = async () =>
  (
    await handle.db
      .select({ night: hotelRoomNights.night, booked: hotelRoomNights.booked })
      .from(hotelRoomNights)
      .where(eq(hotelRoomNights.roomTypeId, roomId))
      .orderBy(hotelRoomNights.night)
  ).map((r) => r.booked);

describe('hotel_room_nights booked/allotment CHECK', () => {
  it('takes the last room of a night', async () => {
    expect(await take(1, '2031-03-01', '2031-03-02')).toBe('ok');
    expect(await bookedOn()).toEqual([1, 0]);
  });

  it('refuses booked > allotment, and a stay that overbooks one night changes no night', async () => {
    expect(await take(1, '2031-03-01', '2031-03-02')).toBe('refused');
    expect(await take(1, '2031-03-01', '2031-03-03')).toBe('refused');
    expect(await bookedOn()).toEqual([1, 0]);
  });

  it('refuses a negative booked count (a cancellation released twice)', async () => {
    expect(await take(-1, '2031-03-02', '2031-03-03')).toBe('refused');
  });
});

describe('hotel catalog constraints', () => {
  it('refuses a rate plan whose refund policy column disagrees with its terms', async () => {
    const insert = (refundPolicy: 'FullyRefundable' | 'NonRefundable') =>
      handle.db.insert(hotelRatePlans).values({
        id: `${roomId}_${refundPolicy}`,
        roomTypeId: roomId,
        name: 'Room only',
        mealPlan: 'RoomOnly',
        paymentTiming: 'PayNow',
        refundPolicy,
        cancellation: { refundPolicy: 'NonRefundable' },
      });
    await expect(insert('FullyRefundable')).rejects.toThrow();
    await expect(insert('NonRefundable')).resolves.toBeDefined();
  });

  it('refuses the complimentary night outside the Premier and Lifestyle collections', async () => {
    await expect(
      handle.db.update(hotels).set({ offersComplimentaryNight: true }).where(eq(hotels.id, hotelId)),
    ).rejects.toThrow();
  });

  it('finds hotels in a map box through point(lon, lat)', async () => {
    const rows = await handle.db
      .select({ id: hotels.id })
      .from(hotels)
      .where(sql`point(${hotels.lon}, ${hotels.lat}) <@ box(point(-80.2, 25.7), point(-80.1, 25.8))`);
    expect(rows.map((r) => r.id)).toContain(hotelId);
  });
});
