import type { FlightFare } from '@portal/contracts/flights';
import { CABIN_LABELS } from '../../../lib/flight-cabins.ts';
import { PolicyBadge } from '../../../components/ui/policy-badge.tsx';
import {
  carryOnText,
  checkedText,
  money,
  penaltiesText,
  refundText,
  rewardsPrice,
  seatText,
} from '../flight-words.ts';

/** What one fare shelf gives, line by line, in the same order on every shelf so they compare across. */
export function shelfLines(fare: FlightFare): { label: string; text: string }[] {
  const r = fare.restrictions;
  const { change, cancel } = penaltiesText(r);
  return [
    { label: 'Cabin', text: CABIN_LABELS[fare.cabinClassName] },
    { label: 'Carry-on', text: carryOnText(r) },
    { label: 'Checked bags', text: checkedText(r) },
    { label: 'Seat', text: seatText(r) },
    { label: 'Changes', text: change },
    { label: 'Cancellation', text: `${cancel}. ${refundText(r)}` },
  ];
}

/**
 * One shelf of the fare details (spec §3 fare shelf with its restrictions): a radio card, so the shelves of a
 * flight form one group and arrow keys move between them.
 */
export function ShelfColumn({
  fare,
  name,
  checked,
  passengers,
  accountId,
  onChoose,
}: {
  fare: FlightFare;
  /** The radio group's name (one per slice). */
  name: string;
  checked: boolean;
  passengers: number;
  accountId: string | null;
  onChoose: () => void;
}) {
  const rewards = rewardsPrice(fare.amount, accountId);
  return (
    <label
      className={`flex cursor-pointer flex-col rounded-2xl border bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        checked ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200 hover:border-slate-400'
      }`}
    >
      <span className="flex items-start justify-between gap-2">
        <span>
          <span className="block text-lg font-bold text-slate-900">{fare.fareShelf.shortBrandName}</span>
          <span className="block text-sm text-slate-600">{CABIN_LABELS[fare.cabinClassName]}</span>
          <PolicyBadge policy={fare.policy} className="mt-1" />
        </span>
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onChoose}
          className="mt-1 size-5 accent-brand-700"
        />
      </span>
      <span className="mt-3 block">
        <span className="block text-2xl font-bold text-slate-900">{money(fare.amount.fiat)}</span>
        <span className="block text-xs text-slate-600">
          {passengers > 1 ? `per person · ${money(fare.total.fiat)} total` : 'per person'}
        </span>
        {rewards ? <span className="block text-xs text-slate-600">{`or ${rewards}`}</span> : null}
      </span>
      <dl className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
        {shelfLines(fare)
          .slice(1)
          .map((line) => (
            <div key={line.label}>
              <dt className="font-medium text-slate-500">{line.label}</dt>
              <dd className="text-slate-900">{line.text}</dd>
            </div>
          ))}
      </dl>
      {fare.includes.length ? (
        <ul
          className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-800"
          aria-label="Includes"
        >
          {fare.includes.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="text-emerald-700">
                ✓
              </span>
              {item}
            </li>
          ))}
        </ul>
      ) : null}
    </label>
  );
}
