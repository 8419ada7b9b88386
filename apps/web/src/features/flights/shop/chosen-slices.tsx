import { Link } from 'react-router';
import type { FlightFare, FlightOption } from '@portal/contracts/flights';
import type { FlightResults } from '@portal/contracts/flight-results';
import type { FlightShopSearch } from '../search/flight-search.ts';
import { money } from '../flight-words.ts';
import { AirlineChip, SliceTimes, airlinesName } from './flight-parts.tsx';
import { chooseSlicePath, shopUrl, type ShopChoices } from './shop-url.ts';

export type ChosenSlice = { option: FlightOption; fare: FlightFare };

/**
 * The options and fares the URL's choices name, slice by slice, or null where a choice is missing or no longer in
 * the answer (the search was refreshed): the page then sends the traveler back to choose that slice again.
 */
export function chosenSlices(answer: FlightResults, choices: ShopChoices): (ChosenSlice | null)[] {
  return answer.slices.map((slice, i) => {
    const option = slice.options.find((o) => o.sliceId === choices.picks[i]);
    if (!option) return null;
    const rating = choices.shelves[i];
    const fare = option.fares.find((f) => f.fareShelf.rating === rating) ?? option.fares[0];
    return fare ? { option, fare } : null;
  });
}

/** The flights chosen before this step, each with a link back to change it. */
export function ChosenSlices({
  search,
  choices,
  answer,
  upTo,
}: {
  search: FlightShopSearch;
  choices: ShopChoices;
  answer: FlightResults;
  upTo: number;
}) {
  const chosen = chosenSlices(answer, choices).slice(0, upTo);
  return (
    <section aria-labelledby="chosen-flights" className="mb-6">
      <h2 id="chosen-flights" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Your flights so far
      </h2>
      <ul className="mt-2 space-y-2">
        {chosen.map((c, i) =>
          c ? (
            <li
              key={c.option.sliceId}
              className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-3"
            >
              <AirlineChip code={c.option.segments[0]?.marketingAirline.code ?? ''} />
              <div className="min-w-0 flex-1">
                <SliceTimes option={c.option} />
                <p className="text-sm text-slate-600">
                  {`${airlinesName(c.option, answer.airlines)} · ${c.fare.fareShelf.shortBrandName} · ${money(c.fare.amount.fiat)} per person`}
                </p>
              </div>
              <Link
                to={shopUrl(chooseSlicePath(search, i), search, {
                  picks: choices.picks.slice(0, i),
                  shelves: choices.shelves.slice(0, i),
                })}
                className="text-sm font-semibold text-brand-700 underline underline-offset-2"
                aria-label={`Change flight ${i + 1}`}
              >
                Change
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}
