import { useEffect, useRef, type ReactNode } from 'react';
import type { Person } from '@portal/contracts/travelers';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { ageOn, type Assignments, type InfantSeat, type PassengerSlot } from './passenger-slots.ts';

export const PASSENGERS_TITLE = 'Passengers';
export const PASSPORT_NEEDED =
  'This trip is international: add this traveler’s passport before you continue.';

/**
 * The flight's passengers (spec §5 "Passengers"): a saved traveler for each passenger the search asked for, an
 * infant on a lap or in a seat, and what is wrong with each, next to it. When `focusKey` names a slot (a check or
 * the server found a problem), that slot's field takes the focus, so a keyboard or screen-reader user lands on it.
 */
export function PassengersStep({
  slots,
  assignments,
  travelers,
  departureDate,
  international,
  problems,
  focusKey,
  onAssign,
  onSeat,
  onAddTraveler,
  onEditTraveler,
}: {
  slots: readonly PassengerSlot[];
  assignments: Assignments;
  travelers: readonly Person[];
  /** The first day of travel: the age each traveler has then is shown beside the name. */
  departureDate: string;
  /** Passports are needed (the itinerary crosses a border). */
  international: boolean;
  /** What is wrong with a slot, by slot key (the page's checks and the server's InvalidPassengers list). */
  problems: Record<string, string>;
  /** The slot whose field takes the focus (changes each time problems are shown). */
  focusKey: { key: string } | null;
  onAssign: (slotKey: string, travelerId: string | null) => void;
  onSeat: (slotKey: string, seat: InfantSeat) => void;
  onAddTraveler: (slotKey: string) => void;
  onEditTraveler: (person: Person) => void;
}) {
  const fields = useRef(new Map<string, HTMLSelectElement>());
  useEffect(() => {
    if (focusKey) fields.current.get(focusKey.key)?.focus();
  }, [focusKey]);

  return (
    <fieldset className="mt-6" aria-describedby="passengers-helper">
      <legend className="text-sm font-semibold text-slate-800">{PASSENGERS_TITLE}</legend>
      <p id="passengers-helper" className="mt-1 text-sm text-slate-600">
        Choose a saved traveler for each passenger. Names must match the travel documents
        {international ? ', and every passenger needs a passport valid through the last flight' : ''}.
      </p>
      <ul className="mt-3 space-y-3">
        {slots.map((slot) => {
          const a = assignments[slot.key];
          const person = travelers.find((t) => t.id === a?.travelerId) ?? null;
          const problem =
            problems[slot.key] ??
            (international && person && !person.passport?.number ? PASSPORT_NEEDED : null);
          const id = `passenger-${slot.key}`;
          return (
            <li key={slot.key} className="rounded-xl border border-slate-200 p-4" data-testid={id}>
              <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
                {slot.label}
              </label>
              <div className="flex flex-wrap items-center gap-2">
                <select
                  id={id}
                  ref={(el) => {
                    if (el) fields.current.set(slot.key, el);
                    else fields.current.delete(slot.key);
                  }}
                  value={a?.travelerId ?? ''}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  onChange={(e) => onAssign(slot.key, e.target.value || null)}
                  className={`${inputClass} w-full min-w-0 sm:w-auto sm:flex-1`}
                >
                  <option value="">Choose a traveler</option>
                  {travelers.map((t) =>
                    t.id ? (
                      <option key={t.id} value={t.id}>
                        {`${t.givenName} ${t.surname} (age ${ageOn(t.dateOfBirth, departureDate)})`}
                      </option>
                    ) : null,
                  )}
                </select>
                {person ? (
                  <Button
                    variant="secondary"
                    onPress={() => onEditTraveler(person)}
                    aria-label={`Edit ${person.givenName} ${person.surname}`}
                  >
                    Edit
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  onPress={() => onAddTraveler(slot.key)}
                  aria-label={`Add a traveler as ${slot.label}`}
                >
                  + Add traveler
                </Button>
              </div>
              {slot.kind === 'infant' ? (
                <InfantSeatChoice
                  name={`${id}-seat`}
                  seat={a?.seat ?? 'lap'}
                  onSeat={(s) => onSeat(slot.key, s)}
                />
              ) : null}
              {problem ? (
                <p id={`${id}-error`} className="mt-2 text-sm font-medium text-accent-700">
                  {problem}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function InfantSeatChoice({
  name,
  seat,
  onSeat,
}: {
  name: string;
  seat: InfantSeat;
  onSeat: (s: InfantSeat) => void;
}) {
  const option = (value: InfantSeat, text: ReactNode) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name={name}
        className="size-4 accent-brand-700"
        checked={seat === value}
        onChange={() => onSeat(value)}
      />
      {text}
    </label>
  );
  return (
    <fieldset className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      <legend className="sr-only">Where does this infant travel?</legend>
      {option('lap', 'On an adult’s lap (under 2, no seat)')}
      {option('seat', 'In their own seat')}
    </fieldset>
  );
}
