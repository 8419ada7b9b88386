/**
 * A small hotel catalog for API tests: three hotels in two cities with a few room types, rate plans of every
 * refund policy and payment timing, and nights of inventory. Ids carry a prefix (random unless given) so that
 * several fixtures live side by side in one test file's database. `allotment: 1` makes the last-room races.
 */
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { hotelCities, hotelRatePlans, hotelRoomNights, hotelRoomTypes, hotels } from '../schema/hotels.ts';

type HotelInsert = typeof hotels.$inferInsert;
type RoomTypeInsert = typeof hotelRoomTypes.$inferInsert;
type RatePlanInsert = typeof hotelRatePlans.$inferInsert;

export type HotelFixtureOptions = {
  /** First night of inventory, 'YYYY-MM-DD'. */
  from: string;
  /** Nights of inventory from `from` (default 30). */
  nights?: number;
  /** Rooms of every room type on every night (default 5). */
  allotment?: number;
  /** Every room night's base price in cents (default 20000, $200). */
  priceMinor?: number;
  prefix?: string;
  /** Overrides of the Miami hotel (`hotels.miami`). */
  hotel?: Partial<Omit<HotelInsert, 'id' | 'cityId'>>;
};

export type HotelFixture = {
  cities: { miami: string; paris: string };
  hotels: { miami: string; premier: string; paris: string };
  rooms: { king: string; queens: string; suite: string; parisDouble: string };
  rates: {
    nonRefundable: string;
    flexible: string;
    payAtHotel: string;
    breakfast: string;
    premierFlexible: string;
    premierPartial: string;
    parisFlexible: string;
  };
};

const TAXES = [
  { kind: 'CityTax' as const, rateBps: 600 },
  { kind: 'SalesTax' as const, rateBps: 700 },
];

export async function createHotelFixture(db: DbOrTx, options: HotelFixtureOptions): Promise<HotelFixture> {
  const p = options.prefix ?? `fx${randomUUID().slice(0, 6)}`;
  const f: HotelFixture = {
    cities: { miami: `${p}-miami-us`, paris: `${p}-paris-fr` },
    hotels: { miami: `htl_${p}_miami`, premier: `htl_${p}_premier`, paris: `htl_${p}_paris` },
    rooms: {
      king: `htl_${p}_miami_king`,
      queens: `htl_${p}_miami_queens`,
      suite: `htl_${p}_premier_suite`,
      parisDouble: `htl_${p}_paris_double`,
    },
    rates: {
      nonRefundable: `htl_${p}_miami_king_nr`,
      flexible: `htl_${p}_miami_king_flex`,
      payAtHotel: `htl_${p}_miami_king_hotel`,
      breakfast: `htl_${p}_miami_queens_bb`,
      premierFlexible: `htl_${p}_premier_suite_flex`,
      premierPartial: `htl_${p}_premier_suite_partial`,
      parisFlexible: `htl_${p}_paris_double_flex`,
    },
  };
  await db.insert(hotelCities).values([
    {
      id: f.cities.miami,
      name: 'Miami',
      region: 'FL',
      countryCode: 'US',
      lat: 25.7877,
      lon: -80.2241,
      timeZone: 'America/New_York',
    },
    {
      id: f.cities.paris,
      name: 'Paris',
      region: 'Île-de-France',
      countryCode: 'FR',
      lat: 48.8667,
      lon: 2.3333,
      timeZone: 'Europe/Paris',
    },
  ]);
  const common = {
    description: 'A test hotel.',
    checkInTime: '15:00',
    checkOutTime: '11:00',
    petsPolicy: 'Pets are not allowed. Service animals are welcome.',
    amenities: ['Free Wi-Fi', 'Pool', 'Fitness center'],
    reviewScore: 0.86,
    reviewCount: 420,
    supplierId: 'sim',
  };
  await db.insert(hotels).values([
    {
      ...common,
      id: f.hotels.miami,
      cityId: f.cities.miami,
      name: 'Westin Miami Beachfront',
      chainName: 'Marriott International',
      brand: 'Westin',
      loyaltyProgramCode: 'MAR',
      starRating: 4,
      lat: 25.7907,
      lon: -80.13,
      address: '1 Ocean Drive',
      postalCode: '33139',
      ...options.hotel,
    },
    {
      ...common,
      id: f.hotels.premier,
      cityId: f.cities.miami,
      name: 'The Coral Palms',
      collection: 'Premier',
      perks: ['$100 experience credit to use during your stay', 'Daily breakfast for 2'],
      offersComplimentaryNight: true,
      starRating: 5,
      lat: 25.7617,
      lon: -80.1918,
      address: '200 Brickell Avenue',
      postalCode: '33131',
      checkInTime: '16:00',
      reviewScore: 0.94,
    },
    {
      ...common,
      id: f.hotels.paris,
      cityId: f.cities.paris,
      name: 'Hôtel des Arts',
      collection: 'Lifestyle',
      starRating: 3,
      lat: 48.8606,
      lon: 2.3376,
      address: 'Rue de Rivoli 12',
      postalCode: '75001',
      checkInTime: '14:00',
      reviewScore: null,
      reviewCount: 0,
    },
  ]);
  const room = (
    id: string,
    lodgingId: string,
    name: string,
    beds: RoomTypeInsert['beds'],
    maxOccupancy: number,
  ) => ({
    id,
    lodgingId,
    name,
    beds,
    sizeM2: 30,
    maxOccupancy,
    amenities: ['Free Wi-Fi', 'Air conditioning'],
  });
  await db.insert(hotelRoomTypes).values([
    room(f.rooms.king, f.hotels.miami, 'Standard King Room', [{ type: 'King', count: 1 }], 2),
    room(f.rooms.queens, f.hotels.miami, 'Two Queen Beds Room', [{ type: 'Queen', count: 2 }], 4),
    room(
      f.rooms.suite,
      f.hotels.premier,
      'One-Bedroom Suite',
      [
        { type: 'King', count: 1 },
        { type: 'Sofa', count: 1 },
      ],
      4,
    ),
    room(f.rooms.parisDouble, f.hotels.paris, 'Classic Double Room', [{ type: 'Double', count: 1 }], 2),
  ]);
  const flexible = {
    refundPolicy: 'FullyRefundable' as const,
    freeUntilHoursBeforeCheckIn: 48,
    penaltyAfterDeadline: { kind: 'Nights' as const, nights: 1 },
  };
  const rate = (
    id: string,
    roomTypeId: string,
    name: string,
    rest: Partial<RatePlanInsert>,
  ): RatePlanInsert => ({
    id,
    roomTypeId,
    name,
    mealPlan: 'RoomOnly',
    paymentTiming: 'PayNow',
    refundPolicy: 'FullyRefundable',
    cancellation: flexible,
    taxes: TAXES,
    ...rest,
  });
  const resortFee = [
    { kind: 'ResortFee' as const, basis: 'PerRoomPerNight' as const, amountMinor: 3500, dueAtProperty: true },
  ];
  await db.insert(hotelRatePlans).values([
    rate(f.rates.nonRefundable, f.rooms.king, 'Room only, non-refundable', {
      refundPolicy: 'NonRefundable',
      cancellation: { refundPolicy: 'NonRefundable' },
      priceFactorBps: 9000,
      fees: resortFee,
    }),
    rate(f.rates.flexible, f.rooms.king, 'Room only, free cancellation', { fees: resortFee }),
    rate(f.rates.payAtHotel, f.rooms.king, 'Room only, pay at the hotel', {
      paymentTiming: 'PayLater',
      priceFactorBps: 10300,
      fees: resortFee,
    }),
    rate(f.rates.breakfast, f.rooms.queens, 'Breakfast included, free cancellation', {
      mealPlan: 'Breakfast',
      nightlySupplementMinor: 3000,
    }),
    rate(f.rates.premierFlexible, f.rooms.suite, 'Room only, free cancellation', {
      cancellation: { ...flexible, freeUntilHoursBeforeCheckIn: 72 },
    }),
    rate(f.rates.premierPartial, f.rooms.suite, 'Room only, partially refundable', {
      refundPolicy: 'PartiallyRefundable',
      cancellation: {
        refundPolicy: 'PartiallyRefundable',
        penalty: { kind: 'Percent', percentBps: 2000 },
        refundableUntilHoursBeforeCheckIn: 168,
      },
      priceFactorBps: 9500,
    }),
    rate(f.rates.parisFlexible, f.rooms.parisDouble, 'Room only, free cancellation', {
      paymentTiming: 'PayLater',
      taxes: [{ kind: 'CityTax', rateBps: 500 }],
    }),
  ]);
  await createRoomNights(db, Object.values(f.rooms), options);
  return f;
}

/** Nights [from, from + nights) of the given room types at one allotment and price (also to add more later). */
export async function createRoomNights(
  db: DbOrTx,
  roomTypeIds: readonly string[],
  options: Pick<HotelFixtureOptions, 'from' | 'nights' | 'allotment' | 'priceMinor'>,
): Promise<void> {
  const start = Date.parse(`${options.from}T00:00:00Z`);
  const nights = Array.from({ length: options.nights ?? 30 }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
  const rows = roomTypeIds.flatMap((roomTypeId) =>
    nights.map((night) => ({
      roomTypeId,
      night,
      allotment: options.allotment ?? 5,
      basePriceMinor: options.priceMinor ?? 20000,
    })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(hotelRoomNights).values(rows.slice(i, i + 500));
}
