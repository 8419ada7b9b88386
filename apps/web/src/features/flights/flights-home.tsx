import { Suspense, lazy } from 'react';
import { ShieldIcon, SparkleIcon, TicketIcon } from '../../components/ui/icons.tsx';
import { HomePoints, type HomePoint } from '../../components/ui/home-points.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { FormPlaceholder } from './search/form-placeholder.tsx';
import { EMPTY_FLIGHT_SEARCH } from './search/flight-search.ts';

const POINTS: HomePoint[] = [
  {
    icon: SparkleIcon,
    title: 'Price prediction',
    text: 'We read the route’s price history and tell you whether to book now or wait for a better fare.',
  },
  {
    icon: TicketIcon,
    title: 'Every fare side by side',
    text: 'Compare basic to first: bags, seats, changes and cancellation in plain words before you choose.',
  },
  {
    icon: ShieldIcon,
    title: 'No surprises',
    text: 'Self-transfers and separate tickets are labelled, and the price is checked again before you book.',
  },
];

// The form (react-aria's comboboxes, pickers) loads as its own chunk, started as the page renders: the page's
// first-load JavaScript stays within the 170 KB budget, and a placeholder of the same height holds its place.
const FlightSearchForm = lazy(async () => ({
  default: (await import('./search/flight-search-form.tsx')).FlightSearchForm,
}));

/** /flights/: the flights home with the search form (issue 13). */
export function FlightsHome() {
  useDocumentTitle('Flights');
  return (
    <>
      <section className="relative isolate bg-brand-900">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700" />
        <div className="mx-auto max-w-[1330px] px-5 pt-10 pb-12 md:px-8 md:pt-20 md:pb-24">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Flights</p>
          <h1 className="mt-3 max-w-2xl text-4xl leading-[1.1] font-bold tracking-tight text-white md:text-[56px]">
            Fly anywhere, for less
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50/90">
            One way, round trip or up to five flights, with a prediction of where the price is heading.
          </p>
          <div className="mt-8 max-w-[1180px] md:mt-10">
            <Suspense fallback={<FormPlaceholder />}>
              <FlightSearchForm initial={EMPTY_FLIGHT_SEARCH} variant="hero" />
            </Suspense>
          </div>
        </div>
      </section>
      <HomePoints id="flight-points" heading="Why book flights here" points={POINTS} />
    </>
  );
}
