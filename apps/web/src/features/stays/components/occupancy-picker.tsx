import { lazy, Suspense, useRef, useState } from 'react';
import { occupancyLimits } from '@portal/domain/occupancy';
import { UserIcon } from '../../../components/ui/icons.tsx';
import type { GuestCounts } from '../stays-search.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';

// The open editor (react-aria dialogs) loads when it first opens or is about to (hover, focus).
const loadDialog = () => import('./occupancy-dialog.tsx');
const OccupancyDialog = lazy(async () => ({ default: (await loadDialog()).OccupancyDialog }));

export function guestsSummary(guests: GuestCounts): string {
  const travelers = guests.adults + guests.children;
  const parts = [`${travelers} ${travelers === 1 ? 'Traveler' : 'Travelers'}`];
  if (guests.pets > 0) parts.push(`${guests.pets} ${guests.pets === 1 ? 'Pet' : 'Pets'}`);
  return parts.join(', ');
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const limits = occupancyLimits(
    maxOccupancy === undefined && petFriendly === undefined
      ? undefined
      : { maxOccupancy, petFriendly, maxPets },
  );

  return (
    <>
      {/* The visible text ("Guests 2 Travelers", with a real space) is inside the name (WCAG 'label in name'). */}
      <button
        type="button"
        ref={triggerRef}
        aria-label={`Guests: ${guestsSummary(value)}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`flex w-full items-center gap-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
      >
        <UserIcon className="size-5 shrink-0 text-slate-500" />
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Guests</span>{' '}
          <span
            className={`truncate font-medium text-slate-900 ${size === 'large' ? 'text-base' : 'text-sm'}`}
          >
            {guestsSummary(value)}
          </span>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OccupancyDialog
            triggerRef={triggerRef}
            title={title}
            value={value}
            onChange={onChange}
            limits={limits}
            mobile={mobile}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
