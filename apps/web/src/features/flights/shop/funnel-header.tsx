import { Suspense, lazy, useState } from 'react';
import { CABIN_LABELS } from '../../../lib/flight-cabins.ts';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { FormPlaceholder } from '../search/form-placeholder.tsx';
import {
  TRIP_TYPE_LABELS,
  formValueOf,
  passengersSummary,
  type FlightShopSearch,
} from '../search/flight-search.ts';
import { FARE_DETAILS_PATH, REVIEW_PATH, chooseSlicePath, shopUrl, type ShopChoices } from './shop-url.ts';
import { WatchTripButton } from './watch-trip-button.tsx';

const FlightSearchForm = lazy(async () => ({
  default: (await import('../search/flight-search-form.tsx')).FlightSearchForm,
}));

export type FunnelStep =
  { kind: 'slice'; index: number } | { kind: 'fareDetails' } | { kind: 'review' } | { kind: 'prediction' };

function stepLabel(search: FlightShopSearch, index: number): string {
  if (index === 0)
    return search.tripType === 'round_trip'
      ? 'Departure'
      : search.tripType === 'one_way'
        ? 'Flight'
        : 'Flight 1';
  return search.tripType === 'round_trip' ? 'Return' : `Flight ${index + 1}`;
}

/**
 * Above every funnel step: the search in words with a way to change it, and the steps (each chosen one a link
 * back to it, keeping the choices made before it).
 */
export function FunnelHeader({
  search,
  choices,
  step,
}: {
  search: FlightShopSearch;
  choices: ShopChoices;
  step: FunnelStep;
}) {
  const [editing, setEditing] = useState(false);
  // Spec §2: the whole trip can be watched from its first choose step and from the review.
  const watchable = step.kind === 'review' || (step.kind === 'slice' && step.index === 0);
  const first = search.slices[0];
  const last = search.slices[search.slices.length - 1];
  const route =
    search.tripType === 'multi_city'
      ? search.slices
          .map((s) => s.origin)
          .concat(last ? [last.destination] : [])
          .join(' – ')
      : `${first?.origin ?? ''} – ${first?.destination ?? ''}`;
  const dates = search.slices.map((s) => formatDate(s.departureDate, 'day')).join(' – ');
  const chosen = choices.picks.length;
  const steps = [
    ...search.slices.map((_, i) => ({
      label: stepLabel(search, i),
      current: step.kind === 'slice' && step.index === i,
      href:
        i <= chosen
          ? shopUrl(chooseSlicePath(search, i), search, {
              picks: choices.picks.slice(0, i),
              shelves: choices.shelves.slice(0, i),
            })
          : null,
    })),
    {
      label: 'Fare details',
      current: step.kind === 'fareDetails',
      href: chosen >= search.slices.length ? shopUrl(FARE_DETAILS_PATH, search, choices) : null,
    },
    {
      label: 'Review',
      current: step.kind === 'review',
      href:
        chosen >= search.slices.length && choices.shelves.length >= search.slices.length
          ? shopUrl(REVIEW_PATH, search, choices)
          : null,
    },
  ];
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-[1330px] px-4 py-3 md:px-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{route}</span>
            {` · ${dates} · ${TRIP_TYPE_LABELS[search.tripType]} · ${passengersSummary(search.passengers)} · ${CABIN_LABELS[search.cabin]}`}
          </p>
          <button
            type="button"
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
            className="min-h-9 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-900 hover:border-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {editing ? 'Close' : 'Change search'}
          </button>
        </div>
        {watchable ? (
          <div className="mt-2">
            <WatchTripButton search={search} />
          </div>
        ) : null}
        {editing ? (
          <div className="mt-3">
            <Suspense fallback={<FormPlaceholder variant="bar" />}>
              <FlightSearchForm
                initial={formValueOf(search)}
                variant="bar"
                onSubmitted={() => setEditing(false)}
              />
            </Suspense>
          </div>
        ) : null}
        <nav aria-label="Booking steps" className="mt-2">
          <ol className="flex flex-wrap items-center gap-y-1 text-sm">
            {steps.map((s, i) => (
              <li key={s.label} className="flex items-center gap-1 whitespace-nowrap">
                {i > 0 ? (
                  <span aria-hidden="true" className="text-slate-400">
                    ›
                  </span>
                ) : null}
                {s.current ? (
                  <span
                    aria-current="step"
                    className="rounded-full bg-brand-900 px-3 py-1 font-semibold text-white"
                  >
                    {s.label}
                  </span>
                ) : s.href ? (
                  <Link
                    to={s.href}
                    className="rounded-full px-3 py-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {s.label}
                  </Link>
                ) : (
                  <span className="px-3 py-1 text-slate-500">{s.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      </div>
    </div>
  );
}
