import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { predictionQuery } from '../api/prediction-api.ts';
import { FunnelHeader } from './funnel-header.tsx';
import { FlightsSkeleton, NoSearch } from './shop-states.tsx';
import { DEPARTURE_PATH, shopUrl } from './shop-url.ts';
import { useShopUrl } from './use-shop-url.ts';

const PredictionPanel = lazy(async () => ({
  default: (await import('./prediction-panel.tsx')).PredictionPanel,
}));

/**
 * The price prediction step (spec §2, first of the funnel): the partner's advice for the first flight's route and
 * date. When there is no prediction (no history for the route, the partner down, or no partner at all) the step is
 * skipped without a word: the traveler lands on the departure list, and Back does not return here.
 */
export function PredictionPage() {
  useDocumentTitle('Price prediction');
  const { search, choices } = useShopUrl();
  const prediction = useQuery({ ...predictionQuery(search), enabled: Boolean(search) });
  if (!search) return <NoSearch />;
  const next = shopUrl(DEPARTURE_PATH, search);
  if (prediction.isError || (prediction.isSuccess && prediction.data === null))
    return <Navigate replace to={next} />;
  return (
    <>
      <FunnelHeader search={search} choices={choices} step={{ kind: 'prediction' }} />
      <div className="mx-auto max-w-[960px] px-4 pt-5 pb-16 md:px-8">
        <h1 className="mb-5 text-2xl font-bold text-slate-900">Should you book now?</h1>
        {prediction.data ? (
          <Suspense fallback={<FlightsSkeleton label="Loading the price prediction" count={1} />}>
            <PredictionPanel prediction={prediction.data} next={next} />
          </Suspense>
        ) : (
          <FlightsSkeleton label="Loading the price prediction" count={1} />
        )}
      </div>
    </>
  );
}
