import type { RefObject } from 'react';
import { DEFAULT_MAX_TRAVELERS, MAX_ROOMS, MIN_ADULTS } from '@portal/domain/occupancy';
import { CHILD_MAX_AGE, CHILD_MIN_AGE } from '@portal/domain/hotels/constants';
import { ChildAgesFieldset, EditorLimitNote } from '../../../components/ui/child-ages.tsx';
import { StepperRow } from '../../../components/ui/stepper-row.tsx';
import { EditorShell } from '../../../components/ui/picker-shells.tsx';
import { guestsError, type HotelGuestsValue } from './hotel-search.ts';

export const GUESTS_EDITOR_TITLE = 'Rooms and travelers';
/** A new child's age until the traveler picks one: the youngest, so nothing is assumed about a teen rate. */
const NEW_CHILD_AGE = CHILD_MIN_AGE;

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
      <ChildAgesFieldset
        ages={value.childrenAges}
        minAge={CHILD_MIN_AGE}
        maxAge={CHILD_MAX_AGE}
        hint="Age at check-in, so the hotel can price the room"
        onChange={(childrenAges) => onChange({ ...value, childrenAges })}
      />
      <EditorLimitNote
        problem={problem}
        limit={`Up to ${DEFAULT_MAX_TRAVELERS} travelers, children included.`}
      />
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
