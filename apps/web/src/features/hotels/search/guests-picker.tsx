import { lazy, Suspense, useRef, useState } from 'react';
import { UserIcon } from '../../../components/ui/icons.tsx';
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
  const summary = guestsSummary(value);
  return (
    <>
      {/* The visible text is inside the name (WCAG 'label in name'). */}
      <button
        type="button"
        ref={triggerRef}
        aria-label={`Rooms and travelers: ${summary}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`flex w-full items-center gap-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
          isInvalid ? 'ring-2 ring-accent-600' : ''
        }`}
      >
        <UserIcon className="size-5 shrink-0 text-slate-500" />
        <span className="flex min-w-0 flex-col">
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Rooms and travelers
          </span>{' '}
          <span
            className={`truncate font-medium text-slate-900 ${size === 'large' ? 'text-base' : 'text-sm'}`}
          >
            {summary}
          </span>
        </span>
      </button>
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
