import { z } from 'zod';
import { PREDICTION_RECOMMENDATIONS, WATCH_NOTIFICATIONS, WATCH_STATES } from '@portal/domain/flights/enums';
import { IsoDate, Price } from './common.ts';
import { CabinName, FlightSearchRequest, TripType } from './flights.ts';

// Spec §4 flight watch (issue 13): a signed-in user watches a trip search; the watch job re-prices it and emails
// when the prediction turns to buy or the price drops. Watched trips are listed under My trips, Watched Trips.

export const WatchState = z.enum(WATCH_STATES);
export const WatchNotification = z.enum(WATCH_NOTIFICATIONS);
export const PredictionRecommendation = z.enum(PREDICTION_RECOMMENDATIONS);

const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const SEARCH_EXAMPLE = {
  tripType: 'round_trip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: '2026-12-10' },
    { origin: 'LAX', destination: 'JFK', departureDate: '2026-12-17' },
  ],
  passengers: { adultsCount: 2, childAges: [], lapInfantsCount: 0, seatedInfantsCount: 0 },
  cabin: 'Economy',
} as const;

export const FlightWatchCreateRequest = z
  .object({ search: FlightSearchRequest, notification: WatchNotification.default('EmailOnly') })
  .meta({
    id: 'FlightWatchCreateRequest',
    examples: [{ search: SEARCH_EXAMPLE, notification: 'EmailOnly' }],
  });
export type FlightWatchCreateRequest = z.infer<typeof FlightWatchCreateRequest>;

export const FlightWatchDeleteRequest = z
  .object({ watchId: z.uuid() })
  .meta({ id: 'FlightWatchDeleteRequest', examples: [{ watchId: '6f1c2d8e-4b0a-4c55-9a51-2f9e0c7d1a34' }] });

/** Why the last email went out: the prediction turned to buy, the price dropped, or both. */
export const WatchReason = z.enum(['TurnedToBuy', 'PriceDropped']);

/** The watched search as the server stored it (codes upper-cased, defaults filled in): an answer's shape. */
export const WatchedSearch = z
  .object({
    tripType: TripType,
    slices: z.array(z.object({ origin: z.string(), destination: z.string(), departureDate: IsoDate })),
    passengers: z.object({
      adultsCount: z.number().int(),
      childAges: z.array(z.number().int()),
      lapInfantsCount: z.number().int(),
      seatedInfantsCount: z.number().int(),
    }),
    cabin: CabinName,
  })
  .meta({ id: 'WatchedFlightSearch' });

export const FlightWatch = z
  .object({
    watchId: z.string(),
    search: WatchedSearch,
    state: WatchState,
    notification: WatchNotification,
    /** The lowest price of the whole trip for every passenger at the last check; null before the first. */
    price: Price.nullable(),
    /** The partner's recommendation at the last check; null before it, or when the partner cannot judge. */
    recommendation: PredictionRecommendation.nullable(),
    createdAt: z.string(),
    lastCheckedAt: z.string().nullable(),
    lastNotifiedAt: z.string().nullable(),
  })
  .meta({ id: 'FlightWatch' });
export type FlightWatch = z.infer<typeof FlightWatch>;

const WATCH_EXAMPLE = {
  watchId: '6f1c2d8e-4b0a-4c55-9a51-2f9e0c7d1a34',
  search: SEARCH_EXAMPLE,
  state: 'Watching',
  notification: 'EmailOnly',
  price: { fiat: fiat(612.4), rewards: { 'acct-venture-1': { value: 61240, currency: 'Miles' } } },
  recommendation: 'wait',
  createdAt: '2026-11-20T09:14:00.000Z',
  lastCheckedAt: '2026-11-27T03:00:00.000Z',
  lastNotifiedAt: null,
} as const;

export const FlightWatchAnswer = z.object({ watch: FlightWatch }).meta({
  id: 'FlightWatchAnswer',
  examples: [
    {
      watch: {
        ...WATCH_EXAMPLE,
        state: 'JustWatched',
        price: null,
        recommendation: null,
        lastCheckedAt: null,
      },
    },
  ],
});
export type FlightWatchAnswer = z.infer<typeof FlightWatchAnswer>;

export const FlightWatchListAnswer = z
  .object({ watches: z.array(FlightWatch) })
  .meta({ id: 'FlightWatchListAnswer', examples: [{ watches: [WATCH_EXAMPLE] }] });
export type FlightWatchListAnswer = z.infer<typeof FlightWatchListAnswer>;
