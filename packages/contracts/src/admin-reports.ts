import { z } from 'zod';
import { PRODUCT_TYPES } from '@portal/domain/enums';
import { Fiat } from './common.ts';

// The admin portal's Reports screen (issue 15): spend, policy and savings series for a period of months, and
// the members of the business who are away right now (duty of care).

const Month = z.string().meta({ description: 'A calendar month, YYYY-MM', example: '2026-03' });

/** Both optional: without them the report covers the last 12 months, the current one included. */
export const ReportsQuery = z
  .object({ from: Month.optional(), to: Month.optional() })
  // No id: a named query schema becomes a $ref the OpenAPI generator cannot spread into parameters.
  .meta({ examples: [{ from: '2025-12', to: '2026-11' }] });
export type ReportsQuery = z.infer<typeof ReportsQuery>;

const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const Product = z.enum(PRODUCT_TYPES);
const Spend = { spend: Fiat, trips: z.number().int() };

export const ReportsAnswer = z
  .object({
    period: z.object({ from: Month, to: Month }),
    /** The business's zone: months are counted in it. */
    timeZone: z.string(),
    totals: z.object({
      ...Spend,
      outOfPolicyTrips: z.number().int(),
      outOfPolicyShare: z.number().meta({ description: 'Out-of-policy trips over all trips, 0 to 1' }),
      savings: Fiat,
    }),
    byMonth: z.array(
      z.object({
        month: Month,
        ...Spend,
        byProduct: z.array(z.object({ productLine: Product, spend: Fiat })),
      }),
    ),
    byProduct: z.array(z.object({ productLine: Product, ...Spend })),
    byTraveler: z.array(
      z.object({ travelerId: z.string(), name: z.string(), department: z.string(), ...Spend }),
    ),
    byDepartment: z.array(z.object({ department: z.string(), ...Spend })),
    outOfPolicyReasons: z.array(z.object({ reason: z.string(), trips: z.number().int() })),
    savings: z.object({
      cappedTrips: z.number().int(),
      cap: Fiat.meta({ description: 'The policy caps that applied, summed' }),
      paid: Fiat,
      savings: Fiat.meta({ description: 'Cap minus paid per booking, never negative, summed' }),
    }),
  })
  .meta({
    id: 'ReportsAnswer',
    examples: [
      {
        period: { from: '2026-10', to: '2026-11' },
        timeZone: 'America/New_York',
        totals: {
          spend: usd(2140),
          trips: 3,
          outOfPolicyTrips: 1,
          outOfPolicyShare: 0.3333,
          savings: usd(85),
        },
        byMonth: [
          {
            month: '2026-10',
            spend: usd(640),
            trips: 1,
            byProduct: [{ productLine: 'Hotels', spend: usd(640) }],
          },
          {
            month: '2026-11',
            spend: usd(1500),
            trips: 2,
            byProduct: [
              { productLine: 'Flights', spend: usd(980) },
              { productLine: 'Homes', spend: usd(520) },
            ],
          },
        ],
        byProduct: [
          { productLine: 'Flights', spend: usd(980), trips: 1 },
          { productLine: 'Hotels', spend: usd(640), trips: 1 },
          { productLine: 'Homes', spend: usd(520), trips: 1 },
        ],
        byTraveler: [
          {
            travelerId: '5f0c2a4e-1b3d-4c5e-8f7a-9b0c1d2e3f4a',
            name: 'Priya Raman',
            department: 'Sales',
            spend: usd(1620),
            trips: 2,
          },
          {
            travelerId: '7a1b3c5d-2e4f-4a6b-8c0d-1e2f3a4b5c6d',
            name: 'Marcus Holloway',
            department: 'Engineering',
            spend: usd(520),
            trips: 1,
          },
        ],
        byDepartment: [
          { department: 'Sales', spend: usd(1620), trips: 2 },
          { department: 'Engineering', spend: usd(520), trips: 1 },
        ],
        outOfPolicyReasons: [{ reason: 'Client moved the meeting; only later flights left', trips: 1 }],
        savings: { cappedTrips: 2, cap: usd(1245), paid: usd(1160), savings: usd(85) },
      },
    ],
  });
export type ReportsAnswer = z.infer<typeof ReportsAnswer>;

export const AwayTraveler = z.object({
  bookingId: z.string(),
  travelerId: z.string(),
  name: z.string(),
  department: z.string(),
  productLine: Product,
  place: z.string().meta({
    description:
      'Where they are: the stay or hotel, its city and state; a flyer, the airport, its city and country',
  }),
  lat: z.number(),
  lon: z.number(),
  from: z.string().meta({ description: 'First local date of the trip, YYYY-MM-DD' }),
  until: z.string().meta({ description: 'Last local date of the trip (check-out or return), YYYY-MM-DD' }),
  phone: z.string().nullable().meta({ description: 'A contact phone, when the traveler gave one' }),
  email: z.string(),
});
export type AwayTraveler = z.infer<typeof AwayTraveler>;

export const AwayAnswer = z
  .object({ today: z.string(), timeZone: z.string(), travelers: z.array(AwayTraveler) })
  .meta({
    id: 'AwayAnswer',
    examples: [
      {
        today: '2026-11-27',
        timeZone: 'America/New_York',
        travelers: [
          {
            bookingId: '2c4e6a8b-0d1f-4a3c-9e5b-7d9f1a3c5e7b',
            travelerId: '5f0c2a4e-1b3d-4c5e-8f7a-9b0c1d2e3f4a',
            name: 'Priya Raman',
            department: 'Sales',
            productLine: 'Homes',
            place: 'Loft near Pike Place, Seattle, WA',
            lat: 47.6097,
            lon: -122.3422,
            from: '2026-11-25',
            until: '2026-11-29',
            phone: '+1 206 555 0142',
            email: 'priya.raman@acme-outdoor.test',
          },
        ],
      },
    ],
  });
export type AwayAnswer = z.infer<typeof AwayAnswer>;
