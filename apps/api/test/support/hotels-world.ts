/**
 * A small hotel world for the shop tests, inserted row by row: three cities and seven hotels whose prices,
 * ratings, chains, collections and inventory tell each filter, sort key and availability rule apart. The
 * catalog's factory (packages/db factories/hotels.ts, used by hotels-fixture.test.ts) has three hotels, too few
 * to order five sort keys or count facets.
 */
import type { Db } from '@portal/db/client';
import {
  hotelCities,
  hotelRatePlans,
  hotelRoomNights,
  hotelRoomTypes,
  hotels,
} from '@portal/db/schema/hotels';
import { addDays } from '@portal/domain/iso-date';
import {
  CITIES,
  FLEXIBLE,
  HOTELS,
  NON_REFUNDABLE,
  TAXES,
  WORLD_DAYS,
  WORLD_TODAY,
  type HotelSpec,
} from './hotels-world-data.ts';

/** Room types of a hotel: a standard King for two and a family suite for four at 1.5x. */
export const roomIds = (hotelId: string) => ({ king: `${hotelId}_king`, suite: `${hotelId}_suite` });

export async function insertHotel(db: Db, spec: HotelSpec, today = WORLD_TODAY): Promise<void> {
  await db.insert(hotels).values({
    id: spec.id,
    cityId: spec.cityId,
    name: spec.name,
    chainName: spec.chainName ?? null,
    brand: spec.brand ?? null,
    loyaltyProgramCode: spec.loyaltyProgramCode ?? null,
    collection: spec.collection ?? 'NoCollection',
    starRating: spec.starRating,
    lat: spec.lat,
    lon: spec.lon,
    address: `${spec.id} Main Street`,
    postalCode: '60601',
    description: `${spec.name}, a test hotel.`,
    checkInTime: '15:00',
    checkOutTime: '11:00',
    petsPolicy: 'Pets are not allowed.',
    amenities: spec.amenities ?? [],
    perks: spec.perks ?? [],
    reviewScore: spec.reviewScore ?? null,
    reviewCount: spec.reviewCount ?? 0,
    photos: [{ url: `/media/hotels/${spec.id}.jpg`, alt: spec.name }],
    offersComplimentaryNight: spec.offersComplimentaryNight ?? false,
    minStayNights: spec.minStayNights ?? 1,
    supplierId: spec.supplierId ?? 'sim',
  });
  const ids = roomIds(spec.id);
  await db.insert(hotelRoomTypes).values([
    {
      id: ids.king,
      lodgingId: spec.id,
      name: 'Standard King',
      beds: [{ type: 'King', count: 1 }],
      sizeM2: 28,
      maxOccupancy: 2,
    },
    {
      id: ids.suite,
      lodgingId: spec.id,
      name: 'Family Suite',
      beds: [{ type: 'Queen', count: 2 }],
      sizeM2: 45,
      maxOccupancy: 4,
    },
  ]);
  const plans = spec.plans ?? [NON_REFUNDABLE, FLEXIBLE];
  await db.insert(hotelRatePlans).values(
    [ids.king, ids.suite].flatMap((roomTypeId) =>
      plans.map((p) => ({
        id: `${roomTypeId}_${p.suffix}`,
        roomTypeId,
        name: p.name,
        mealPlan: p.mealPlan,
        paymentTiming: p.paymentTiming,
        refundPolicy: p.cancellation.refundPolicy,
        cancellation: p.cancellation,
        priceFactorBps: p.priceFactorBps,
        nightlySupplementMinor: p.nightlySupplementMinor,
        fees: spec.fees ?? [],
        taxes: TAXES,
      })),
    ),
  );
  const nights = Array.from({ length: WORLD_DAYS }, (_, i) => addDays(today, i)).filter(
    (night) => !(spec.missingNights ?? []).includes(night),
  );
  await db.insert(hotelRoomNights).values(
    [ids.king, ids.suite].flatMap((roomTypeId) =>
      nights.map((night) => ({
        roomTypeId,
        night,
        allotment: 5,
        booked: spec.booked?.(night) ?? 0,
        basePriceMinor: roomTypeId === ids.suite ? spec.baseMinor * 1.5 : spec.baseMinor,
      })),
    ),
  );
}

/** The whole world; call once per test file (rows persist across its tests). */
export async function insertHotelsWorld(db: Db, today = WORLD_TODAY): Promise<void> {
  await db.insert(hotelCities).values(CITIES.map((c) => ({ ...c })));
  for (const spec of HOTELS) await insertHotel(db, spec, today);
}
