import { lazy, Suspense, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';

// The calendar (react-aria's dialogs and its date library) loads when a date field first opens or is about to.
const loadDialog = () => import('./flight-date-dialog.tsx');
const FlightDateDialog = lazy(async () => ({ default: (await loadDialog()).FlightDateDialog }));

/** The face of a date field: its label and the date ("Tue, Dec 1") or "Add date". */
export function DateFace({
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
        {value ? formatDate(value, 'weekday') : 'Add date'}
      </span>
    </span>
  );
}

/** A flight's date ("Depart", "Return"): a button showing the date that opens a one-month calendar. */
export function FlightDateField({
  label,
  value,
  onChange,
  min,
  today,
  mobile: mobileProp,
  size = 'large',
  isInvalid = false,
}: {
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  min: string;
  today: string;
  mobile?: boolean;
  size?: 'large' | 'compact';
  isInvalid?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const detected = useIsMobile();
  const mobile = mobileProp ?? detected;
  const shown = value ? formatDate(value, 'weekday') : 'Add date';
  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        aria-label={`${label} ${shown}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={isInvalid || undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className={`flex w-full items-center gap-3 rounded-sm text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
          isInvalid ? 'ring-2 ring-accent-600' : ''
        }`}
      >
        <DateFace label={label} value={value} size={size} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FlightDateDialog
            triggerRef={triggerRef}
            title={`${label} date`}
            value={value}
            min={min}
            today={today}
            mobile={mobile}
            onPick={(date) => {
              onChange(date);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
