import { lazy } from 'react';
import { occupancyLimits } from '@portal/domain/occupancy';
import { SummaryPicker } from '../../../components/ui/summary-picker.tsx';
import type { GuestCounts } from '../stays-search.ts';

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
  mobile,
  size = 'large',
  className = '',
}: OccupancyPickerProps) {
  const limits = occupancyLimits(
    maxOccupancy === undefined && petFriendly === undefined
      ? undefined
      : { maxOccupancy, petFriendly, maxPets },
  );
  return (
    <SummaryPicker
      label="Guests"
      summary={guestsSummary(value)}
      size={size}
      className={className}
      mobile={mobile}
      preload={loadDialog}
      editor={(dialog) => (
        <OccupancyDialog {...dialog} title={title} value={value} onChange={onChange} limits={limits} />
      )}
    />
  );
}
