import { lazy, Suspense, useRef, useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { todayIso, type StayRange } from '../../lib/stay-range.ts';
import type { CalendarAvailability } from './stay-calendar.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';

// The open picker (react-aria dialogs, the calendar and its date library) loads when a picker first opens or is
// about to (hover, focus): pages paint their search fields without it.
const loadDialog = () => import('./date-range-dialog.tsx');
const DateRangeDialog = lazy(async () => ({ default: (await loadDialog()).DateRangeDialog }));

const POPOVER_HEIGHT = 600;

export { DATE_PICKER_TITLE } from './date-range-title.ts';

export type DateRangePickerProps = CalendarAvailability & {
  value: StayRange | null;
  onChange: (value: StayRange) => void;
  /** Defaults to the user's calendar date; tests pass a fixed one. */
  today?: string;
  /** Forces the layout (tests); otherwise the 960px breakpoint decides. */
  mobile?: boolean;
  isInvalid?: boolean;
  /** Visual size of the trigger: the hero form or the compact results bar. */
  size?: 'large' | 'compact';
  className?: string;
};

function shortDate(iso: string | null | undefined): string | null {
  return iso ? formatDate(iso, 'weekday') : null;
}

function DateSlot({
  label,
  value,
  size,
}: {
  label: string;
  value: string | null;
  size: 'large' | 'compact';
}) {
  return (
    <span className="flex min-w-0 flex-1 flex-col items-start text-left">
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>{' '}
      <span
        className={`truncate ${size === 'large' ? 'text-base' : 'text-sm'} ${value ? 'font-medium text-slate-900' : 'text-slate-500'}`}
      >
        {value ?? 'Add date'}
      </span>
    </span>
  );
}

type FaceProps = { from: string | null; until: string | null; size: 'large' | 'compact' };

function DateRangeFace({ from, until, size }: FaceProps) {
  return (
    <>
      <DateSlot label="Check-in" value={from} size={size} />{' '}
      <span aria-hidden="true" className="h-8 w-px bg-slate-200" />
      <DateSlot label="Checkout" value={until} size={size} />
    </>
  );
}

const triggerRow = 'flex w-full items-center gap-3 text-left';

/** The field's look alone, for a search form's loading placeholder. */
export function DateRangePlaceholder({
  value,
  size,
}: {
  value: StayRange | null;
  size: 'large' | 'compact';
}) {
  return (
    <span className={triggerRow}>
      <DateRangeFace from={shortDate(value?.from)} until={shortDate(value?.until)} size={size} />
    </span>
  );
}

export function DateRangePicker({
  value,
  onChange,
  today: todayProp,
  mobile: mobileProp,
  isInvalid = false,
  size = 'large',
  className = '',
  isDateUnavailable,
  isCheckoutUnavailable,
  stayLength,
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const detectedMobile = useIsMobile();
  const mobile = mobileProp ?? detectedMobile;
  const today = todayProp ?? todayIso();
  const availability = { isDateUnavailable, isCheckoutUnavailable, stayLength };
  const done = (range: StayRange) => {
    onChange(range);
    setOpen(false);
  };
  // The name holds the visible text word for word (WCAG 'label in name'; the spaces between the slots are real
  // text, so the visible text reads "Check-in Sat, Dec 12 Checkout Wed, Dec 16" and not "Check-inSat, Dec 12").
  const from = shortDate(value?.from);
  const until = shortDate(value?.until);
  const name = `Dates: Check-in ${from ?? 'Add date'}, Checkout ${until ?? 'Add date'}`;

  const openPicker = () => {
    // Two months need ~600px: scroll the field up first so the popover opens below it, not over the page top.
    const rect = triggerRef.current?.getBoundingClientRect();
    if (!mobile && rect && window.innerHeight - rect.bottom < POPOVER_HEIGHT)
      window.scrollBy({
        top: Math.min(rect.top - 16, POPOVER_HEIGHT - (window.innerHeight - rect.bottom)),
      });
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={openPicker}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`${triggerRow} outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
          isInvalid ? 'ring-2 ring-accent-600' : ''
        } ${className}`}
      >
        <DateRangeFace from={from} until={until} size={size} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DateRangeDialog
            triggerRef={triggerRef}
            value={value}
            today={today}
            mobile={mobile}
            availability={availability}
            onDone={done}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
