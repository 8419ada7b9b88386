/** The table of primary@demo.test's trips (docs/demo-data.md "Trips"); demo-trips.ts turns it into rows. */
import type { CancellationTermsJson } from '../factories/reservations.ts';

export type Policy = CancellationTermsJson['policy'];
export type Pay = 'card' | 'miles+card' | 'offer+card' | 'cash-rewards';

export type TripSeed = {
  code: string;
  /** Check-in, in days from today, and nights. */
  from: number;
  nights: number;
  policy: Exclude<Policy, 'Unknown'>;
  pay: Pay;
  bookedDaysAgo: number;
  cancelledDaysAgo?: number;
  adults?: number;
};

/** Newest booking first is the list order; codes follow the story, not the order. */
export const DEMO_TRIPS: readonly TripSeed[] = [
  { code: 'H-TRIP0001', from: 130, nights: 4, policy: 'FullyRefundable', pay: 'card', bookedDaysAgo: 2 },
  {
    code: 'H-TRIP0002',
    from: 150,
    nights: 3,
    policy: 'FullyRefundable',
    pay: 'miles+card',
    bookedDaysAgo: 4,
  },
  {
    code: 'H-TRIP0003',
    from: 170,
    nights: 2,
    policy: 'FullyRefundable',
    pay: 'offer+card',
    bookedDaysAgo: 6,
  },
  // Inside its 50% window today: cancelling shows a partial refund.
  { code: 'H-TRIP0004', from: 21, nights: 3, policy: 'PartiallyRefundable', pay: 'card', bookedDaysAgo: 9 },
  { code: 'H-TRIP0005', from: 95, nights: 3, policy: 'NonRefundable', pay: 'card', bookedDaysAgo: 12 },
  // In progress: checked in two days ago.
  { code: 'H-TRIP0006', from: -2, nights: 5, policy: 'FullyRefundable', pay: 'card', bookedDaysAgo: 45 },
  {
    code: 'H-TRIP0007',
    from: 110,
    nights: 3,
    policy: 'FullyRefundable',
    pay: 'card',
    bookedDaysAgo: 20,
    cancelledDaysAgo: 3,
  },
  { code: 'H-TRIP0008', from: -30, nights: 3, policy: 'PartiallyRefundable', pay: 'card', bookedDaysAgo: 70 },
  {
    code: 'H-TRIP0009',
    from: -62,
    nights: 4,
    policy: 'FullyRefundable',
    pay: 'cash-rewards',
    bookedDaysAgo: 100,
  },
  { code: 'H-TRIP0010', from: -95, nights: 2, policy: 'NonRefundable', pay: 'card', bookedDaysAgo: 130 },
  { code: 'H-TRIP0011', from: -140, nights: 5, policy: 'FullyRefundable', pay: 'card', bookedDaysAgo: 180 },
  {
    code: 'H-TRIP0012',
    from: -190,
    nights: 3,
    policy: 'PartiallyRefundable',
    pay: 'card',
    bookedDaysAgo: 230,
  },
  { code: 'H-TRIP0013', from: -240, nights: 2, policy: 'FullyRefundable', pay: 'card', bookedDaysAgo: 280 },
  { code: 'H-TRIP0014', from: -300, nights: 7, policy: 'NonRefundable', pay: 'card', bookedDaysAgo: 340 },
];

/** Designated listings no e2e journey books nor any API test shops at these nights, by preference. */
export const LISTING_POOL = [
  'vr-demo-premier',
  'vr-demo-broken-photo',
  'vr-demo-no-description',
  'vr-demo-no-bedrooms',
  'vr-demo-no-pets',
];

export const MILES_PAID = 30_000;
export const CASH_REWARDS_PAID_CENTS = 12_000;
export const OFFER_MINOR = 4_000;
