import type { RefObject } from 'react';
import { DEFAULT_MAX_TRAVELERS, MAX_ROOMS, MIN_ADULTS } from '@portal/domain/occupancy';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@portal/domain/hotels/constants';
import { StepperRow } from '../../../components/ui/stepper-row.tsx';
import { EditorShell } from '../../../components/ui/picker-shells.tsx';
import { guestsError, type HotelGuestsValue } from './hotel-search.ts';

export const GUESTS_EDITOR_TITLE = 'Rooms and travelers';
/** A new child's age until the traveler picks one: the youngest, so nothing is assumed about a teen rate. */
const NEW_CHILD_AGE = CHILD_MIN_AGE;
const AGES = Array.from({ length: CHILD_MAX_AGE - CHILD_MIN_AGE + 1 }, (_, i) => CHILD_MIN_AGE + i);

/** Rooms 1 to 10, adults (at least one), children with an age each: the limits of spec §5. */
export function GuestsEditor({
  value,
  onChange,
}: {
  value: HotelGuestsValue;
  onChange: (value: HotelGuestsValue) => void;
}) {
  const travelers = value.adults + value.childrenAges.length;
  const room = travelers < DEFAULT_MAX_TRAVELERS;
  const problem = guestsError(value);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        <StepperRow
          id="hotel-guests-rooms"
          label="Rooms"
          hint={`Up to ${MAX_ROOMS}`}
          singular="room"
          count={value.rooms}
          canAdd={value.rooms < MAX_ROOMS}
          canRemove={value.rooms > 1}
          onStep={(d) => onChange({ ...value, rooms: value.rooms + d })}
        />
        <StepperRow
          id="hotel-guests-adults"
          label="Adults"
          hint="18 or above"
          singular="adult"
          count={value.adults}
          canAdd={room}
          canRemove={value.adults > MIN_ADULTS}
          onStep={(d) => onChange({ ...value, adults: value.adults + d })}
        />
        <StepperRow
          id="hotel-guests-children"
          label="Children"
          hint="Under 18"
          singular="child"
          count={value.childrenAges.length}
          canAdd={room}
          canRemove={value.childrenAges.length > 0}
          onStep={(d) =>
            onChange({
              ...value,
              childrenAges: d > 0 ? [...value.childrenAges, NEW_CHILD_AGE] : value.childrenAges.slice(0, -1),
            })
          }
        />
      </ul>
      {value.childrenAges.length > 0 ? (
        <fieldset className="mt-1 border-t border-slate-200 pt-3">
          <legend className="sr-only">Children’s ages</legend>
          <p className="text-sm text-slate-600" aria-hidden="true">
            Age at check-in, so the hotel can price the room
          </p>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {value.childrenAges.map((age, index) => (
              <label key={index} className="flex flex-col text-sm font-medium text-slate-800">
                {`Child ${index + 1} age`}
                <select
                  value={age}
                  onChange={(e) =>
                    onChange({
                      ...value,
                      childrenAges: value.childrenAges.map((a, i) =>
                        i === index ? Number(e.target.value) : a,
                      ),
                    })
                  }
                  className="mt-1 min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                >
                  {AGES.map((a) => (
                    <option key={a} value={a}>
                      {a === 0 ? 'Under 1' : `${a} ${a === 1 ? 'year' : 'years'}`}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p
        className={`mt-3 text-sm ${problem ? 'font-medium text-accent-700' : 'text-slate-500'}`}
        aria-live="polite"
      >
        {problem ?? `Up to ${DEFAULT_MAX_TRAVELERS} travelers, children included.`}
      </p>
    </>
  );
}

/** The open editor: a popover under its field on a wide screen, a full-screen sheet on a phone. */
export function GuestsDialog({
  triggerRef,
  value,
  onChange,
  mobile,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  value: HotelGuestsValue;
  onChange: (value: HotelGuestsValue) => void;
  mobile: boolean;
  onClose: () => void;
}) {
  const body = <GuestsEditor value={value} onChange={onChange} />;
  return (
    <EditorShell
      mobile={mobile}
      triggerRef={triggerRef}
      title={GUESTS_EDITOR_TITLE}
      width="w-[360px] p-5 xl:w-[400px]"
      onClose={onClose}
    >
      {body}
    </EditorShell>
  );
}
