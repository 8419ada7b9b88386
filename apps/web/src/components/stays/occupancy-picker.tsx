import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { canDecrement, canIncrement, occupancyLimits, type Occupancy } from '@portal/domain/occupancy';
import { buttonClass } from '../ui/button.tsx';
import { CloseIcon, UserIcon } from '../ui/icons.tsx';
import type { GuestCounts } from '../../lib/stays/stays-search.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';

type Field = keyof GuestCounts;

const ROWS: { field: Field; label: string; hint: string; singular: string; plural: string }[] = [
  { field: 'adults', label: 'Adults', hint: '18 or above', singular: 'adult', plural: 'adults' },
  { field: 'children', label: 'Children', hint: 'Under 18', singular: 'child', plural: 'children' },
  { field: 'pets', label: 'Pets', hint: 'Service animals don’t count', singular: 'pet', plural: 'pets' },
];

export function guestsSummary(guests: GuestCounts): string {
  const travelers = guests.adults + guests.children;
  const parts = [`${travelers} ${travelers === 1 ? 'Traveler' : 'Travelers'}`];
  if (guests.pets > 0) parts.push(`${guests.pets} ${guests.pets === 1 ? 'Pet' : 'Pets'}`);
  return parts.join(', ');
}

function asOccupancy(g: GuestCounts): Occupancy {
  return { ...g, rooms: 1 };
}

export type OccupancyPickerProps = {
  value: GuestCounts;
  onChange: (value: GuestCounts) => void;
  /** The listing's max occupancy; search uses the default of 16 travelers (spec §5). */
  maxOccupancy?: number | null;
  petFriendly?: boolean;
  maxPets?: number | null;
  title?: string;
  mobile?: boolean;
  size?: 'large' | 'compact';
  className?: string;
};

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
        const stepper =
          'flex size-10 items-center justify-center rounded-full border border-slate-300 text-xl leading-none text-slate-800 hover:border-slate-900 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-300';
        return (
          <li key={row.field} className="flex items-center justify-between gap-4 py-4">
            <div>
              <p className="font-semibold text-slate-900" id={`occ-${row.field}`}>
                {row.label}
              </p>
              <p className="text-sm text-slate-500">{row.hint}</p>
            </div>
            <div className="flex items-center gap-3" role="group" aria-labelledby={`occ-${row.field}`}>
              <Button
                aria-label={`Remove one ${row.singular}`}
                isDisabled={!canDecrement(occupancy, row.field)}
                onPress={() => step(-1)}
                className={stepper}
              >
                −
              </Button>
              <output aria-live="polite" className="w-6 text-center text-base font-semibold tabular-nums">
                <span className="sr-only">{`${row.label}: `}</span>
                {count}
              </output>
              <Button
                aria-label={`Add one ${row.singular}`}
                isDisabled={!canIncrement(occupancy, row.field, limits)}
                onPress={() => step(1)}
                className={stepper}
              >
                +
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Edit Guests' (spec §2): adults, children and pets with the §5 limits; children count toward the maximum. */
export function OccupancyPicker({
  value,
  onChange,
  maxOccupancy,
  petFriendly,
  maxPets,
  title = 'Edit Guests',
  mobile: mobileProp,
  size = 'large',
  className = '',
}: OccupancyPickerProps) {
  const detectedMobile = useIsMobile();
  const mobile = mobileProp ?? detectedMobile;
  const [open, setOpen] = useState(false);
  const limits = occupancyLimits(
    maxOccupancy === undefined && petFriendly === undefined
      ? undefined
      : { maxOccupancy, petFriendly, maxPets },
  );
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
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button
        aria-label={`Guests: ${guestsSummary(value)}`}
        className={`flex w-full items-center gap-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
      >
        <UserIcon className="size-5 shrink-0 text-slate-500" />
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Guests</span>
          <span
            className={`truncate font-medium text-slate-900 ${size === 'large' ? 'text-base' : 'text-sm'}`}
          >
            {guestsSummary(value)}
          </span>
        </span>
      </Button>
      {mobile ? (
        <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-white">
          <Modal className="h-full">
            <Dialog className="flex h-full flex-col p-5 outline-none">
              {({ close }) => (
                <>
                  <div className="flex items-center justify-between">
                    <Heading slot="title" className="text-xl font-bold text-slate-900">
                      {title}
                    </Heading>
                    <Button
                      aria-label="Close"
                      onPress={close}
                      className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
                    >
                      <CloseIcon className="size-5" />
                    </Button>
                  </div>
                  <div className="mt-4 flex-1">{body}</div>
                  <Button onPress={close} className={buttonClass('primary', 'w-full')}>
                    Done
                  </Button>
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : (
        <Popover
          placement="bottom end"
          offset={10}
          className="z-50 w-[340px] rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl outline-none xl:w-[380px]"
        >
          <Dialog className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold text-slate-900">
                  {title}
                </Heading>
                {body}
                <div className="mt-4 flex justify-end">
                  <Button onPress={close} className={buttonClass('secondary', 'min-h-10 px-4')}>
                    Done
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Popover>
      )}
    </DialogTrigger>
  );
}
