import type { RefObject } from 'react';
import type { occupancyLimits } from '@portal/domain/occupancy';
import { canDecrement, canIncrement, type Occupancy } from '@portal/domain/occupancy';
import { StepperRow } from '../../../components/ui/stepper-row.tsx';
import type { GuestCounts } from '../stays-search.ts';
import { EditorShell } from '../../../components/ui/picker-shells.tsx';

type Field = keyof GuestCounts;

const ROWS: { field: Field; label: string; hint: string; singular: string; plural: string }[] = [
  { field: 'adults', label: 'Adults', hint: '18 or above', singular: 'adult', plural: 'adults' },
  { field: 'children', label: 'Children', hint: 'Under 18', singular: 'child', plural: 'children' },
  { field: 'pets', label: 'Pets', hint: 'Service animals don’t count', singular: 'pet', plural: 'pets' },
];

function asOccupancy(g: GuestCounts): Occupancy {
  return { ...g, rooms: 1 };
}

function Steppers({
  value,
  onChange,
  limits,
}: {
  value: GuestCounts;
  onChange: (value: GuestCounts) => void;
  limits: ReturnType<typeof occupancyLimits>;
}) {
  const occupancy = asOccupancy(value);
  return (
    <ul className="divide-y divide-slate-200">
      {/* A listing without pets hides the row, unless pets came with the search: they must stay removable. */}
      {ROWS.filter((row) => row.field !== 'pets' || limits.maxPets !== 0 || value.pets > 0).map((row) => {
        const count = value[row.field];
        const step = (delta: number) => onChange({ ...value, [row.field]: count + delta });
        return (
          <StepperRow
            key={row.field}
            id={`occ-${row.field}`}
            label={row.label}
            hint={row.hint}
            singular={row.singular}
            count={count}
            canAdd={canIncrement(occupancy, row.field, limits)}
            canRemove={canDecrement(occupancy, row.field)}
            onStep={step}
          />
        );
      })}
    </ul>
  );
}

/**
 * The open 'Edit Guests' editor: a full-screen dialog on mobile, a popover under its trigger on desktop. Its own
 * module so that pages load react-aria's dialogs only when the editor opens.
 */
export function OccupancyDialog({
  triggerRef,
  title,
  value,
  onChange,
  limits,
  mobile,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  value: GuestCounts;
  onChange: (value: GuestCounts) => void;
  limits: ReturnType<typeof occupancyLimits>;
  mobile: boolean;
  onClose: () => void;
}) {
  const atMax = value.adults + value.children >= limits.maxTravelers;
  const body = (
    <>
      <Steppers value={value} onChange={onChange} limits={limits} />
      <p className="mt-1 text-sm text-slate-500" aria-live="polite">
        {atMax
          ? `This search allows up to ${limits.maxTravelers} travelers, children included.`
          : `Up to ${limits.maxTravelers} travelers, children included.`}
      </p>
    </>
  );
  return (
    <EditorShell
      mobile={mobile}
      triggerRef={triggerRef}
      title={title}
      width="w-[340px] p-5 xl:w-[380px]"
      onClose={onClose}
    >
      {body}
    </EditorShell>
  );
}
