/**
 * A small hotel world for the shop tests, inserted row by row: three cities, a handful of hotels whose prices,
 * ratings, chains and inventory make each filter, sort key and availability rule tell them apart. Until the
 * catalog's factory (packages/db/src/factories/hotels.ts) lands, this is the only hotel data the tests see.
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
import type { HotelCollection, MealPlan, PaymentTiming } from '@portal/domain/hotels/enums';
import type { HotelFee, HotelTax, RateCancellationPolicy } from '@portal/domain/hotels/model';

export const WORLD_TODAY = '2025-06-02';
/** Days of inventory from WORLD_TODAY. */
export const WORLD_DAYS = 90;

export const CITIES = [
  {
    id: 'test_cty_chi',
    name: 'Chicago',
    region: 'IL',
    countryCode: 'US',
    lat: 41.8781,
    lon: -87.6298,
    timeZone: 'America/Chicago',
  },
  {
    id: 'test_cty_eva',
    name: 'Evanston',
    region: 'IL',
    countryCode: 'US',
    lat: 42.0451,
    lon: -87.6877,
    timeZone: 'America/Chicago',
  },
  {
    id: 'test_cty_par',
    name: 'Paris',
    region: 'Île-de-France',
    countryCode: 'FR',
    lat: 48.8566,
    lon: 2.3522,
    timeZone: 'Europe/Paris',
  },
] as const;

type PlanSpec = {
  suffix: string;
  name: string;
  mealPlan: MealPlan;
  paymentTiming: PaymentTiming;
  cancellation: RateCancellationPolicy;
  priceFactorBps: number;
  nightlySupplementMinor: number;
};

export const TAXES: HotelTax[] = [{ kind: 'Tax', rateBps: 1500 }];
const NON_REFUNDABLE: PlanSpec = {
  suffix: 'nr',
  name: 'Non-refundable, room only',
  mealPlan: 'RoomOnly',
  paymentTiming: 'PayNow',
  cancellation: { refundPolicy: 'NonRefundable' },
  priceFactorBps: 9000,
  nightlySupplementMinor: 0,
};
const FLEXIBLE: PlanSpec = {
  suffix: 'flex',
  name: 'Free cancellation, breakfast included',
  mealPlan: 'Breakfast',
  paymentTiming: 'PayLater',
  cancellation: {
    refundPolicy: 'FullyRefundable',
    freeUntilHoursBeforeCheckIn: 48,
    penaltyAfterDeadline: { kind: 'Everything' },
  },
  priceFactorBps: 10000,
  nightlySupplementMinor: 2000,
};

export type HotelSpec = {
  id: string;
  cityId: string;
  name: string;
  chainName?: string | null;
  brand?: string | null;
  loyaltyProgramCode?: string | null;
  collection?: HotelCollection;
  starRating: number;
  lat: number;
  lon: number;
  reviewScore?: number | null;
  reviewCount?: number;
  amenities?: string[];
  perks?: string[];
  offersComplimentaryNight?: boolean;
  minStayNights?: number;
  supplierId?: string;
  /** Base price of a room night in cents (the standard room; the suite is 1.5x). */
  baseMinor: number;
  fees?: HotelFee[];
  /** Only the flexible plan when false: a hotel without free cancellation for the filter tests. */
  plans?: PlanSpec[];
  /** Booked rooms per night (allotment 5), e.g. 5 on every night = sold out. */
  booked?: (night: string) => number;
  /** Nights without a room night row (no inventory). */
  missingNights?: readonly string[];
};

export const PLANS = { NON_REFUNDABLE, FLEXIBLE };

export const HOTELS: HotelSpec[] = [
  {
    id: 'htl_t_lakeshore',
    cityId: 'test_cty_chi',
    name: 'The Lakeshore Grand',
    chainName: 'Marriott International',
    brand: 'JW Marriott',
    loyaltyProgramCode: 'MAR',
    collection: 'Premier',
    starRating: 5,
    lat: 41.8925,
    lon: -87.6172,
    reviewScore: 0.95,
    reviewCount: 800,
    amenities: ['Free WiFi', 'Pool', 'Spa'],
    perks: ['Daily breakfast for two', '$100 experience credit'],
    offersComplimentaryNight: true,
    baseMinor: 30_000,
    fees: [{ kind: 'ResortFee', basis: 'PerRoomPerNight', amountMinor: 2_500, dueAtProperty: true }],
  },
  {
    id: 'htl_t_loop',
    cityId: 'test_cty_chi',
    name: 'Loop Budget Inn',
    starRating: 2,
    lat: 41.88,
    lon: -87.63,
    reviewScore: 0.72,
    reviewCount: 40,
    amenities: ['Free WiFi'],
    baseMinor: 9_000,
    plans: [NON_REFUNDABLE],
  },
  {
    id: 'htl_t_river',
    cityId: 'test_cty_chi',
    name: 'Hilton River North',
    chainName: 'Hilton',
    brand: 'Hilton',
    loyaltyProgramCode: 'HIL',
    collection: 'Lifestyle',
    starRating: 4,
    lat: 41.892,
    lon: -87.64,
    reviewScore: 0.88,
    reviewCount: 300,
    amenities: ['Free WiFi', 'Gym', 'Pool'],
    baseMinor: 18_000,
  },
  {
    id: 'htl_t_soldout',
    cityId: 'test_cty_chi',
    name: 'Sold Out Suites',
    starRating: 3,
    lat: 41.87,
    lon: -87.625,
    reviewScore: 0.8,
    reviewCount: 20,
    baseMinor: 12_000,
    booked: () => 5,
  },
  {
    id: 'htl_t_gap',
    cityId: 'test_cty_chi',
    name: 'Gap Night Hotel',
    starRating: 3,
    lat: 41.86,
    lon: -87.62,
    reviewScore: null,
    reviewCount: 0,
    baseMinor: 11_000,
    missingNights: ['2025-06-11'],
  },
  {
    id: 'htl_t_evanston',
    cityId: 'test_cty_eva',
    name: 'Evanston Lakeside Hotel',
    chainName: 'Hyatt',
    brand: 'Hyatt House',
    loyaltyProgramCode: 'HYA',
    starRating: 3,
    lat: 42.048,
    lon: -87.682,
    reviewScore: 0.83,
    reviewCount: 90,
    amenities: ['Free WiFi'],
    baseMinor: 14_000,
    minStayNights: 2,
  },
  {
    id: 'htl_t_lumiere',
    cityId: 'test_cty_par',
    name: 'Hôtel Lumière',
    chainName: 'Accor',
    brand: 'Sofitel',
    loyaltyProgramCode: 'ACH',
    starRating: 4,
    lat: 48.86,
    lon: 2.34,
    reviewScore: 0.9,
    reviewCount: 500,
    amenities: ['Free WiFi', 'Spa'],
    baseMinor: 25_000,
  },
];

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
