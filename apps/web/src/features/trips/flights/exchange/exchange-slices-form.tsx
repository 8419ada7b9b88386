import { useState, type FormEvent } from 'react';
import type {
  FlightExchangeEligibilityAnswer,
  FlightExchangeShopRequest,
} from '@portal/contracts/flight-exchange';
import type { FlightTrip } from '@portal/contracts/flight-trips';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { airportCity, localDay } from '../flight-trip-text.ts';

type Pick = 'keep' | 'change' | 'remove';
const PICK_LABELS: Record<Pick, string> = { keep: 'Keep', change: 'Change', remove: 'Remove' };

/** Spec §4 SliceSelection: keep, change (to a new date) or remove each booked flight, or add one. */
export function ExchangeSlicesForm({
  trip,
  entry,
  error,
  onShop,
  onClose,
}: {
  trip: FlightTrip;
  entry: FlightExchangeEligibilityAnswer;
  error: string | null;
  onShop: (request: Omit<FlightExchangeShopRequest, 'reservationId'>) => void;
  onClose: () => void;
}) {
  const [picks, setPicks] = useState<Pick[]>(() => entry.slices.map(() => 'keep'));
  const [dates, setDates] = useState<string[]>(() => entry.slices.map((s) => s.departure.slice(0, 10)));
  const [adding, setAdding] = useState(false);
  const last = entry.slices.at(-1);
  const [added, setAdded] = useState({
    origin: last?.destination ?? '',
    destination: last?.origin ?? '',
    date: '',
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!adding && picks.every((p) => p === 'keep')) {
      setProblem('Choose at least one flight to change or remove, or add a flight.');
      return;
    }
    if (adding && !(/^[A-Z]{3}$/.test(added.origin) && /^[A-Z]{3}$/.test(added.destination) && added.date)) {
      setProblem('Enter the new flight’s airports (three-letter codes) and date.');
      return;
    }
    setProblem(null);
    onShop({
      slices: entry.slices.map((s, i) => ({
        index: s.index,
        action: picks[i]!,
        ...(picks[i] === 'change' ? { date: dates[i] } : {}),
      })),
      ...(adding ? { added } : {}),
    });
  };

  const message = problem ?? error;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">
        Choose what to do with each flight. You see the new price before anything changes.
      </p>
      {entry.slices.map((slice, i) => {
        const title = `Flight ${i + 1}: ${airportCity(trip, slice.origin)} to ${airportCity(trip, slice.destination)}`;
        const day = localDay(slice.departure);
        if (slice.actions.includes('Flown')) {
          return (
            <div key={slice.index} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{title}</p>
              <p className="text-sm text-slate-600">{day} · Flown: this flight has already left.</p>
            </div>
          );
        }
        return (
          <fieldset key={slice.index} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">{title}</legend>
            <p className="text-sm text-slate-600">{day}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {(['keep', 'change', 'remove'] as const).map((pick) => (
                <label
                  key={pick}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`slice-${slice.index}`}
                    value={pick}
                    checked={picks[i] === pick}
                    onChange={() => setPicks((all) => all.map((p, j) => (j === i ? pick : p)))}
                    className="size-4 accent-brand-600"
                  />
                  {PICK_LABELS[pick]}
                </label>
              ))}
            </div>
            {picks[i] === 'change' ? (
              <TextField
                className="mt-3"
                label="New date"
                type="date"
                value={dates[i]}
                onChange={(e) => setDates((all) => all.map((d, j) => (j === i ? e.target.value : d)))}
              />
            ) : null}
          </fieldset>
        );
      })}
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={adding}
          onChange={(e) => setAdding(e.target.checked)}
          className="size-4 accent-brand-600"
        />
        Add a flight
      </label>
      {adding ? (
        <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
          <legend className="px-1 font-semibold text-slate-900">New flight</legend>
          <TextField
            label="From (airport code)"
            value={added.origin}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setAdded({ ...added, origin: e.target.value.toUpperCase() })}
          />
          <TextField
            label="To (airport code)"
            value={added.destination}
            maxLength={3}
            autoCapitalize="characters"
            onChange={(e) => setAdded({ ...added, destination: e.target.value.toUpperCase() })}
          />
          <TextField
            label="Date"
            type="date"
            value={added.date}
            onChange={(e) => setAdded({ ...added, date: e.target.value })}
          />
        </fieldset>
      ) : null}
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          {message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onClose}>
          Keep my flights
        </Button>
        <Button type="submit">Find new flights</Button>
      </div>
    </form>
  );
}
