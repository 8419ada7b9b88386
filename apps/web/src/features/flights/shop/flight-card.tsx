import { useId, useState } from 'react';
import type { FlightFare, FlightOption } from '@portal/contracts/flights';
import { isInPolicy } from '@portal/domain/policy/evaluate';
import { buttonClass } from '../../../components/ui/button.tsx';
import { AlertIcon, ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { CABIN_LABELS } from '../../../lib/flight-cabins.ts';
import {
  BEST_OF_STYLE,
  MULTI_TICKET_LABELS,
  carryOnText,
  checkedText,
  lowestFare,
  money,
  penaltiesText,
  rewardsPrice,
} from '../flight-words.ts';
import { AirlineChip, SliceTimes, airlinesName, type Airlines } from './flight-parts.tsx';
import { OutOfPolicyDialog } from '../../../components/ui/out-of-policy-dialog.tsx';
import { PolicyBadge } from '../../../components/ui/policy-badge.tsx';
import { FLIGHTS_BOOK_PATH } from '../../../lib/flight-book-paths.ts';
import { rememberPolicyReason } from '../../../lib/travel-policy.ts';

function ShelfRow({
  fare,
  passengers,
  accountId,
  onChoose,
}: {
  fare: FlightFare;
  passengers: number;
  accountId: string | null;
  onChoose: () => void;
}) {
  const r = fare.restrictions;
  const { change } = penaltiesText(r);
  const rewards = rewardsPrice(fare.amount, accountId);
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-slate-900">
          <span>
            {fare.fareShelf.shortBrandName}{' '}
            <span className="font-normal text-slate-600">· {CABIN_LABELS[fare.cabinClassName]}</span>
          </span>
          <PolicyBadge policy={fare.policy} />
        </p>
        <p className="mt-0.5 text-sm text-slate-700">
          {[carryOnText(r), checkedText(r), change].join(' · ')}
        </p>
        {fare.seatsLeft > 0 && fare.seatsLeft <= 5 ? (
          <p className="mt-0.5 text-sm font-medium text-accent-700">{`${fare.seatsLeft} left at this price`}</p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <p className="text-right">
          <span className="block text-lg font-bold text-slate-900">{money(fare.amount.fiat)}</span>
          <span className="block text-xs text-slate-600">
            {passengers > 1 ? `per person · ${money(fare.total.fiat)} total` : 'per person'}
          </span>
          {rewards ? <span className="block text-xs text-slate-600">{`or ${rewards}`}</span> : null}
        </p>
        <button
          type="button"
          onClick={onChoose}
          aria-label={`Choose ${fare.fareShelf.shortBrandName} for ${money(fare.amount.fiat)}`}
          className={buttonClass('primary', 'min-h-10 px-4')}
        >
          Choose
        </button>
      </div>
    </li>
  );
}

/**
 * One flight of a choose step: airline, times with "+1", duration, stops and layovers, the self-transfer warning,
 * its Best-of tags and lowest price (per person, total, rewards). Expanding lists its fare shelves to choose from.
 */
export function FlightCard({
  option,
  airlines,
  passengers,
  accountId,
  onChoose,
}: {
  option: FlightOption;
  airlines: Airlines;
  passengers: number;
  accountId: string | null;
  onChoose: (fare: FlightFare) => void;
}) {
  const [open, setOpen] = useState(false);
  // Spec §8 policy modal: the out-of-policy fare being chosen, until the traveler decides.
  const [asking, setAsking] = useState<FlightFare | null>(null);
  const panelId = useId();
  const low = lowestFare(option);
  const code = option.segments[0]?.marketingAirline.code ?? '';
  const ticket = MULTI_TICKET_LABELS[option.multiTicketType];
  const rewards = rewardsPrice(low.amount, accountId);
  const name = airlinesName(option, airlines);
  return (
    <article
      aria-label={`${name}, from ${money(low.amount.fiat)}`}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:items-center md:p-5">
        <div className="flex min-w-0 gap-3">
          <AirlineChip code={code} />
          <div className="min-w-0 flex-1">
            {option.bestOfTags.length ? (
              <ul className="mb-1 flex flex-wrap gap-1.5" aria-label="Best of">
                {option.bestOfTags.map((tag) => (
                  <li
                    key={tag}
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BEST_OF_STYLE[tag]}`}
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
            <SliceTimes option={option} />
            <p className="mt-1 truncate text-sm text-slate-600">{name}</p>
            {ticket ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-800">
                <AlertIcon className="size-4 shrink-0" />
                {ticket}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex items-end justify-between gap-4 md:flex-col md:items-end">
          <p className="md:text-right">
            <span className="block text-xs text-slate-600">from</span>
            <span className="block text-2xl font-bold text-slate-900">{money(low.amount.fiat)}</span>
            <span className="block text-xs text-slate-600">
              {passengers > 1 ? `per person · ${money(low.total.fiat)} total` : 'per person'}
            </span>
            {rewards ? <span className="block text-xs text-slate-600">{`or ${rewards}`}</span> : null}
          </p>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className={buttonClass(open ? 'secondary' : 'primary', 'min-h-10 gap-1.5 px-4')}
          >
            {open ? 'Hide fares' : `${option.fares.length} ${option.fares.length === 1 ? 'fare' : 'fares'}`}
            <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
        </div>
      </div>
      {open ? (
        <div id={panelId} className="border-t border-slate-200 px-4 md:px-5">
          <ul className="divide-y divide-slate-100" aria-label={`Fares of ${name}`}>
            {option.fares.map((fare) => (
              <ShelfRow
                key={fare.fareId}
                fare={fare}
                passengers={passengers}
                accountId={accountId}
                onChoose={() => (isInPolicy(fare.policy) ? onChoose(fare) : setAsking(fare))}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {asking ? (
        <OutOfPolicyDialog
          isOpen
          violations={asking.policy?.violations ?? []}
          onChangeSelection={() => setAsking(null)}
          onContinue={(reason) => {
            // The book page's query is not known yet (later slices, the shelves): any flights book page.
            rememberPolicyReason(FLIGHTS_BOOK_PATH, reason, { anyUnder: true });
            setAsking(null);
            onChoose(asking);
          }}
        />
      ) : null}
    </article>
  );
}
