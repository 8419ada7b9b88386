/** The hotel world's cities, rate plans and hotels (hotels-world.ts inserts them). */
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

export type PlanSpec = {
  suffix: string;
  name: string;
  mealPlan: MealPlan;
  paymentTiming: PaymentTiming;
  cancellation: RateCancellationPolicy;
  priceFactorBps: number;
  nightlySupplementMinor: number;
};

export const TAXES: HotelTax[] = [{ kind: 'Tax', rateBps: 1500 }];
export const NON_REFUNDABLE: PlanSpec = {
  suffix: 'nr',
  name: 'Non-refundable, room only',
  mealPlan: 'RoomOnly',
  paymentTiming: 'PayNow',
  cancellation: { refundPolicy: 'NonRefundable' },
  priceFactorBps: 9000,
  nightlySupplementMinor: 0,
};
export const FLEXIBLE: PlanSpec = {
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
