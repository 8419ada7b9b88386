import type { RefObject } from 'react';
import { ChildAgesFieldset, EditorLimitNote } from '../../../components/ui/child-ages.tsx';
import { StepperRow } from '../../../components/ui/stepper-row.tsx';
import { EditorShell } from '../../../components/ui/picker-shells.tsx';
import {
  CHILD_MAX_AGE,
  CHILD_MIN_AGE,
  MAX_PASSENGERS,
  passengersCount,
  passengersProblem,
  type PassengersValue,
} from './flight-search.ts';

export const PASSENGERS_EDITOR_TITLE = 'Passengers';

/**
 * Adults, children with their ages, lap and seated infants: 1 to 9 passengers in all, at least one adult, and no
 * more lap infants than adults (each sits on an adult's lap). The + buttons stop at those limits.
 */
export function PassengersEditor({
  value,
  onChange,
}: {
  value: PassengersValue;
  onChange: (value: PassengersValue) => void;
}) {
  const room = passengersCount(value) < MAX_PASSENGERS;
  const problem = passengersProblem(value);
  return (
    <>
      <ul className="divide-y divide-slate-200">
        <StepperRow
          id="flight-pax-adults"
          label="Adults"
          hint="18 or above"
          singular="adult"
          count={value.adults}
          canAdd={room}
          // An adult can't be removed from under a lap infant.
          canRemove={value.adults > 1 && value.adults > value.lapInfants}
          onStep={(d) => onChange({ ...value, adults: value.adults + d })}
        />
        <StepperRow
          id="flight-pax-children"
          label="Children"
          hint="Ages 2 to 17"
          singular="child"
          count={value.childAges.length}
          canAdd={room}
          canRemove={value.childAges.length > 0}
          onStep={(d) =>
            onChange({
              ...value,
              childAges: d > 0 ? [...value.childAges, CHILD_MIN_AGE] : value.childAges.slice(0, -1),
            })
          }
        />
        <StepperRow
          id="flight-pax-lap"
          label="Infants on lap"
          hint="Under 2, one per adult"
          singular="infant on lap"
          count={value.lapInfants}
          canAdd={room && value.lapInfants < value.adults}
          canRemove={value.lapInfants > 0}
          onStep={(d) => onChange({ ...value, lapInfants: value.lapInfants + d })}
        />
        <StepperRow
          id="flight-pax-seated"
          label="Infants in seat"
          hint="Under 2, with their own seat"
          singular="infant in seat"
          count={value.seatedInfants}
          canAdd={room}
          canRemove={value.seatedInfants > 0}
          onStep={(d) => onChange({ ...value, seatedInfants: value.seatedInfants + d })}
        />
      </ul>
      <ChildAgesFieldset
        ages={value.childAges}
        minAge={CHILD_MIN_AGE}
        maxAge={CHILD_MAX_AGE}
        hint="Age on the day of travel"
        onChange={(childAges) => onChange({ ...value, childAges })}
      />
      <EditorLimitNote problem={problem} limit={`Up to ${MAX_PASSENGERS} passengers, infants included.`} />
    </>
  );
}

export function PassengersDialog({
  triggerRef,
  value,
  onChange,
  mobile,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  value: PassengersValue;
  onChange: (value: PassengersValue) => void;
  mobile: boolean;
  onClose: () => void;
}) {
  return (
    <EditorShell
      mobile={mobile}
      triggerRef={triggerRef}
      title={PASSENGERS_EDITOR_TITLE}
      width="w-[380px] p-5"
      onClose={onClose}
    >
      <PassengersEditor value={value} onChange={onChange} />
    </EditorShell>
  );
}
