import { lazy, Suspense, useRef, useState } from 'react';
import { occupancyLimits } from '@portal/domain/occupancy';
import { SummaryTrigger } from '../../../components/ui/summary-trigger.tsx';
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
      <SummaryTrigger
        triggerRef={triggerRef}
        label="Guests"
        summary={guestsSummary(value)}
        size={size}
        open={open}
        className={className}
        onOpen={() => setOpen(true)}
        onIntent={() => void loadDialog()}
      />
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
