import { lazy } from 'react';
import { SummaryPicker } from '../../../components/ui/summary-picker.tsx';
import { guestsSummary, type HotelGuestsValue } from './hotel-search.ts';

// The open editor (react-aria dialogs) loads when it first opens or is about to (hover, focus).
const loadDialog = () => import('./guests-dialog.tsx');
const GuestsDialog = lazy(async () => ({ default: (await loadDialog()).GuestsDialog }));

export type GuestsPickerProps = {
  value: HotelGuestsValue;
  onChange: (value: HotelGuestsValue) => void;
  /** Forces the layout (tests); otherwise the 960px breakpoint decides. */
  mobile?: boolean;
  size?: 'large' | 'compact';
  isInvalid?: boolean;
};

/** Rooms and travelers (spec §5 traveler picker): the field shows a summary, the editor opens on press. */
export function GuestsPicker({
  value,
  onChange,
  mobile,
  size = 'large',
  isInvalid = false,
}: GuestsPickerProps) {
  return (
    <SummaryPicker
      label="Rooms and travelers"
      summary={guestsSummary(value)}
      size={size}
      isInvalid={isInvalid}
      mobile={mobile}
      preload={loadDialog}
      editor={(dialog) => <GuestsDialog {...dialog} value={value} onChange={onChange} />}
    />
  );
}
