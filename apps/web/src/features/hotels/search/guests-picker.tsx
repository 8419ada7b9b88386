import { lazy, Suspense, useRef, useState } from 'react';
import { SummaryTrigger } from '../../../components/ui/summary-trigger.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
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
  mobile: mobileProp,
  size = 'large',
  isInvalid = false,
}: GuestsPickerProps) {
  const detectedMobile = useIsMobile();
  const mobile = mobileProp ?? detectedMobile;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <SummaryTrigger
        triggerRef={triggerRef}
        label="Rooms and travelers"
        summary={guestsSummary(value)}
        size={size}
        open={open}
        isInvalid={isInvalid}
        onOpen={() => setOpen(true)}
        onIntent={() => void loadDialog()}
      />
      {open ? (
        <Suspense fallback={null}>
          <GuestsDialog
            triggerRef={triggerRef}
            value={value}
            onChange={onChange}
            mobile={mobile}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
