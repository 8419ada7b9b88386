// POST /flights/prediction (spec §1, §2 "price prediction" step): the partner's advice for a route and date.
// Today's price is the history's observation of today (a search records it); a route and date nobody searched
// yet is backfilled from the embedded simulator first, and the demo's popular routes once per day, so the
// partner has histories to learn from. The partner itself only ever reads the recorded rows.
import type { FlightPredictionAnswer, FlightPredictionRequest } from '@portal/contracts/flight-prediction';
import { toFiat } from '@portal/domain/money';
import { addDays, diffDays, isIsoDate, isoDateOfInstant } from '@portal/domain/iso-date';
import { predictionDisplayText, predictionPriceDisplay } from '@portal/domain/flights/prediction';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../plugins/errors.ts';
import {
  countHistory,
  readHistory,
  readTrainingRows,
} from '../../providers/price-prediction/price-history.repository.ts';
import {
  backfillDemoHistories,
  backfillRouteHistory,
} from '../../providers/flight-supply/simulator/price-history-recorder.ts';

/** The partner judges departures 1 to 120 days out; searches reach 330 days out (spec §9). */
const MAX_SEARCH_DAYS = 330;
const MAX_PREDICTION_DAYS = 120;
/** Fewer training rows than this in the last half year: the demo histories are (re)filled. */
const MIN_TRAINING_ROWS = 5_000;

const notAvailable = (
  reason: 'TooCloseToDeparture' | 'TooFarOut' | 'NotEnoughHistory',
): FlightPredictionAnswer => ({
  status: 'NotAvailable',
  reason,
  displayText: {
    TooCloseToDeparture: 'No prediction for flights leaving today: book at the price shown.',
    TooFarOut: `Predictions start ${MAX_PREDICTION_DAYS} days before departure; prices this far out rarely move.`,
    NotEnoughHistory: 'Not enough price history for this trip yet to predict its prices.',
  }[reason],
});

function checkRequest(body: FlightPredictionRequest, today: string): void {
  const fields: { field: string; message: string }[] = [];
  for (const field of ['departureDate', 'returnDate'] as const) {
    const value = body[field];
    if (value !== undefined && value !== null && !isIsoDate(value))
      fields.push({ field, message: 'Not a calendar date' });
  }
  if (fields.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields });
  if (body.origin === body.destination)
    fields.push({ field: 'destination', message: 'The destination must differ from the origin' });
  const out = diffDays(body.departureDate, today);
  if (out < 0) fields.push({ field: 'departureDate', message: 'The departure date must not be in the past' });
  else if (out > MAX_SEARCH_DAYS)
    fields.push({
      field: 'departureDate',
      message: `Flights are sold at most ${MAX_SEARCH_DAYS} days ahead`,
    });
  if (body.returnDate !== undefined && body.returnDate !== null) {
    const back = diffDays(body.returnDate, body.departureDate);
    if (back < 0)
      fields.push({ field: 'returnDate', message: 'The return date must not be before the departure date' });
    else if (diffDays(body.returnDate, today) > MAX_SEARCH_DAYS)
      fields.push({ field: 'returnDate', message: `Flights are sold at most ${MAX_SEARCH_DAYS} days ahead` });
  }
  if (fields.length > 0) throw new ApiError(400, 40000, 'Invalid request', { fields });
}

/** One demo backfill per process and day at most; concurrent first requests share it. */
const demoFills = new Map<string, Promise<void>>();

async function ensureTrainingHistory(deps: AppDeps, today: string): Promise<void> {
  let fill = demoFills.get(today);
  if (!fill) {
    fill = (async () => {
      const rows = await readTrainingRows(deps.db, addDays(today, -180), today);
      if (rows.length < MIN_TRAINING_ROWS) await backfillDemoHistories(deps.db, today);
    })();
    demoFills.set(today, fill);
    fill.catch(() => demoFills.delete(today));
  }
  await fill;
}

export async function predictFlightPrice(
  deps: AppDeps,
  body: FlightPredictionRequest,
): Promise<FlightPredictionAnswer> {
  const now = deps.clock.now();
  const today = isoDateOfInstant(now);
  checkRequest(body, today);
  const daysOut = diffDays(body.departureDate, today);
  if (daysOut < 1) return notAvailable('TooCloseToDeparture');
  if (daysOut > MAX_PREDICTION_DAYS) return notAvailable('TooFarOut');

  await ensureTrainingHistory(deps, today);
  const slices = [
    { origin: body.origin, destination: body.destination, departureDate: body.departureDate },
    ...(body.returnDate
      ? [{ origin: body.destination, destination: body.origin, departureDate: body.returnDate }]
      : []),
  ];
  let currentMinor = 0;
  let currency = 'USD';
  for (const slice of slices) {
    if ((await countHistory(deps.db, slice)) === 0)
      await backfillRouteHistory(deps.db, slice, slice.departureDate, today);
    const todays = (await readHistory(deps.db, slice, today)).find((row) => row.observedOn === today);
    if (!todays) return notAvailable('NotEnoughHistory');
    currentMinor += todays.lowestPriceMinor;
    currency = todays.currency;
  }

  const prediction = await deps.providers.pricePrediction.predict({
    ...slices[0]!,
    ...(body.returnDate ? { returnDate: body.returnDate } : {}),
    currentPriceMinor: currentMinor,
    currency,
    now,
  });
  if (!prediction) return notAvailable('NotEnoughHistory');
  const price = (minor: number) => ({ fiat: toFiat(minor), display: predictionPriceDisplay(minor) });
  return {
    status: 'Available',
    recommendation: prediction.recommendation,
    currentPrice: price(currentMinor),
    minPrice: price(prediction.minPriceMinor),
    maxPrice: price(prediction.maxPriceMinor),
    confidence: prediction.confidence,
    displayText: predictionDisplayText(prediction.recommendation, {
      minPriceMinor: prediction.minPriceMinor,
      maxPriceMinor: prediction.maxPriceMinor,
    }),
    history: prediction.history.map((o) => ({ observedOn: o.observedOn, price: toFiat(o.lowestPriceMinor) })),
  };
}
