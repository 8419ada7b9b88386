import { ButtonLink } from '../../../components/ui/button.tsx';
import type { FlightPrediction, PredictionRecommendationValue } from '../api/prediction-api.ts';
import { PriceHistoryChart } from './price-history-chart.tsx';

/** Spec §1 recommendations: the headline and its colour. */
const ADVICE: Record<PredictionRecommendationValue, { title: string; style: string }> = {
  wait: { title: 'Wait: prices are likely to drop', style: 'bg-amber-50 text-amber-900 border-amber-200' },
  fair: {
    title: 'Fair price: book when you are ready',
    style: 'bg-slate-50 text-slate-900 border-slate-200',
  },
  good: { title: 'Good price: book now', style: 'bg-emerald-50 text-emerald-900 border-emerald-200' },
  great: { title: 'Great price: book now', style: 'bg-emerald-100 text-emerald-950 border-emerald-300' },
};

/** The prediction: advice with its reason, the predicted range, how confident, the price history and the watch. */
export function PredictionPanel({ prediction, next }: { prediction: FlightPrediction; next: string }) {
  const advice = ADVICE[prediction.recommendation];
  const confidence = Math.round(prediction.confidence * (prediction.confidence <= 1 ? 100 : 1));
  return (
    <section aria-labelledby="prediction-title" className="space-y-5">
      <div className={`rounded-2xl border p-5 ${advice.style}`}>
        <p className="text-sm font-semibold tracking-wide uppercase">{`Our prediction: ${prediction.recommendation}`}</p>
        <h2 id="prediction-title" className="mt-1 text-xl font-bold">
          {advice.title}
        </h2>
        {prediction.text ? <p className="mt-2">{prediction.text}</p> : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Expected range</dt>
          <dd className="text-lg font-bold text-slate-900">{`${prediction.minPrice.display} – ${prediction.maxPrice.display}`}</dd>
        </div>
        {prediction.currentPrice !== null ? (
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">Lowest price today</dt>
            <dd className="text-lg font-bold text-slate-900">{`${prediction.currencySymbol}${Math.round(prediction.currentPrice).toLocaleString('en-US')}`}</dd>
          </div>
        ) : null}
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Confidence</dt>
          <dd className="text-lg font-bold text-slate-900">{`${confidence}%`}</dd>
        </div>
      </dl>
      {prediction.history.length >= 2 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 className="mb-2 font-semibold text-slate-900">Price history</h3>
          <PriceHistoryChart
            points={prediction.history}
            band={{ min: prediction.minPrice.value, max: prediction.maxPrice.value }}
            currency={prediction.currencySymbol}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink to={next}>See flights</ButtonLink>
      </div>
    </section>
  );
}
