// The embedded price prediction partner: it learns from the rows of flight_price_history only, as a real partner
// learns from the fares it has recorded (prediction-model.ts), and answers spec §1's recommendation for a route
// and date. It never reads the simulator's pricing (isolation.test.ts checks its imports).
import type { Db } from '@portal/db/client';
import { diffDays, isoDateOfInstant, addDays } from '@portal/domain/iso-date';
import { confidenceOf, expectedRange, recommendationOf } from '@portal/domain/flights/prediction';
import type { PricePrediction, Prediction, PredictionRequest, PriceObservation } from './price-prediction.ts';
import { featuresAt, fitModel, forecastOf, seriesOf, type PredictionModel } from './prediction-model.ts';
import { readHistory, readTrainingRows, type PriceHistoryRow } from './price-history.repository.ts';

/** How far back the training reads departure dates, how far out a history goes, and how long a model lives. */
const TRAINING_DAYS = 180;
const MAX_DAYS_OUT = 120;
const REFIT_MS = 15 * 60_000;
/** Below this many training situations the partner prefers to say nothing. */
const MIN_TRAINING_SAMPLES = 500;
/** The chart shows at most this many days. */
const CHART_DAYS = 90;

function keyOf(row: PriceHistoryRow): string {
  return `${row.origin}|${row.destination}|${row.departureDate}`;
}

/** Each route and date's observations as a series by days out. */
export function trainingSeries(rows: readonly PriceHistoryRow[]) {
  const byKey = new Map<string, { daysOut: number; price: number }[]>();
  for (const row of rows) {
    const list = byKey.get(keyOf(row)) ?? [];
    list.push({ daysOut: diffDays(row.departureDate, row.observedOn), price: row.lowestPriceMinor });
    byKey.set(keyOf(row), list);
  }
  return [...byKey.values()].map((observations) => seriesOf(observations));
}

/** Lowest price per observation day; for a round trip, both directions' sum on the days both were seen. */
function combine(outbound: PriceHistoryRow[], inbound: PriceHistoryRow[] | null): PriceObservation[] {
  if (!inbound)
    return outbound.map((r) => ({ observedOn: r.observedOn, lowestPriceMinor: r.lowestPriceMinor }));
  const back = new Map(inbound.map((r) => [r.observedOn, r.lowestPriceMinor]));
  return outbound.flatMap((r) => {
    const other = back.get(r.observedOn);
    return other === undefined
      ? []
      : [{ observedOn: r.observedOn, lowestPriceMinor: r.lowestPriceMinor + other }];
  });
}

export function createEmbeddedPricePrediction(db: Db): PricePrediction {
  let cached: { today: string; at: number; model: Promise<PredictionModel> } | null = null;

  function modelFor(now: Date): Promise<PredictionModel> {
    const today = isoDateOfInstant(now);
    if (!cached || cached.today !== today || now.getTime() - cached.at > REFIT_MS) {
      const model = readTrainingRows(db, addDays(today, -TRAINING_DAYS), today).then((rows) =>
        fitModel(trainingSeries(rows), MAX_DAYS_OUT),
      );
      cached = { today, at: now.getTime(), model };
      // A failed read must not stick: the next question tries again.
      model.catch(() => {
        cached = null;
      });
    }
    return cached.model;
  }

  return {
    async predict(request: PredictionRequest): Promise<Prediction | null> {
      const today = isoDateOfInstant(request.now);
      const daysOut = diffDays(request.departureDate, today);
      if (daysOut < 1 || daysOut > MAX_DAYS_OUT) return null;
      const outbound = await readHistory(db, request, today);
      const inbound = request.returnDate
        ? await readHistory(
            db,
            { origin: request.destination, destination: request.origin, departureDate: request.returnDate },
            today,
          )
        : null;
      const observed = combine(outbound, inbound).filter((o) => o.observedOn < today);
      const history = [...observed, { observedOn: today, lowestPriceMinor: request.currentPriceMinor }];
      const model = await modelFor(request.now);
      if (model.samples < MIN_TRAINING_SAMPLES) return null;
      const series = seriesOf(
        history.map((o) => ({
          daysOut: diffDays(request.departureDate, o.observedOn),
          price: o.lowestPriceMinor,
        })),
      );
      const forecast = forecastOf(model, featuresAt(series, daysOut));
      if (!forecast) return null;
      const range = expectedRange(request.currentPriceMinor, forecast);
      return {
        recommendation: recommendationOf(forecast),
        ...range,
        confidence: confidenceOf(forecast),
        history: history.slice(-CHART_DAYS),
      };
    },
  };
}
