import { useCallback, useState, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { diffDays } from '@portal/domain/iso-date';
import { MIN_STAY_NIGHTS } from '@portal/domain/stay-dates';
import { buttonClass } from './button.tsx';
import { formatDate } from '../../lib/format.ts';
import type { StayRange } from '../../lib/stay-range.ts';
import { StayCalendar, type CalendarAvailability } from './stay-calendar.tsx';

import { DATE_PICKER_TITLE } from './date-range-title.ts';
import { FullScreenPicker, PickerPopover } from './picker-shells.tsx';

function shortDate(iso: string | null | undefined): string | null {
  return iso ? formatDate(iso, 'weekday') : null;
}

/** 'Minimum stay: 7 nights', with the maximum when the listing has one: the rule the calendar enforces. */
export function stayLengthText(availability: CalendarAvailability): string {
  const min = Math.max(MIN_STAY_NIGHTS, availability.stayLength?.minStayNights ?? MIN_STAY_NIGHTS);
  const max = availability.stayLength?.maxStayNights ?? null;
  const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;
  if (max === null) return `Minimum stay: ${nights(min)}`;
  return max <= min ? `Stays of ${nights(min)}` : `Stays of ${min} to ${nights(max)}`;
}

/** The choice inside the open picker: committed to the form only with Done / Search Dates. */
function PickerBody({
  initial,
  today,
  mobile,
  availability,
  onDone,
}: {
  initial: StayRange | null;
  today: string;
  mobile: boolean;
  availability: CalendarAvailability;
  onDone: (range: StayRange) => void;
}) {
  const [draft, setDraft] = useState<StayRange | null>(initial);
  const [anchor, setAnchor] = useState<string | null>(null);
  const onAnchorChange = useCallback((value: string | null) => setAnchor(value), []);
  const nights = draft ? diffDays(draft.until, draft.from) : 0;
  const complete = draft !== null && anchor === null && nights >= MIN_STAY_NIGHTS;
  const checkIn = anchor ?? draft?.from ?? null;
  const checkout = anchor ? null : (draft?.until ?? null);

  return (
    <div className={mobile ? 'flex h-full flex-col' : ''}>
      <div className="grid grid-cols-2 gap-3" aria-live="polite">
        {[
          ['Check-in', checkIn],
          ['Checkout', checkout],
        ].map(([label, value]) => (
          <div
            key={label}
            className={`rounded-xl border px-4 py-2.5 ${
              (label === 'Check-in' ? !checkIn : Boolean(checkIn) && !checkout)
                ? 'border-brand-700 ring-1 ring-brand-700'
                : 'border-slate-300'
            }`}
          >
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
            <p className="text-[15px] font-medium text-slate-900">{shortDate(value) ?? 'Select date'}</p>
          </div>
        ))}
      </div>
      <div className={`mt-6 ${mobile ? 'flex-1 overflow-y-auto' : ''}`}>
        <StayCalendar
          value={draft}
          onChange={setDraft}
          onAnchorChange={onAnchorChange}
          today={today}
          months={mobile ? 1 : 2}
          availability={availability}
        />
      </div>
      <div className="mt-5 flex items-center justify-between gap-4 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">
          {complete ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : stayLengthText(availability)}
        </p>
        <Button
          isDisabled={!complete}
          onPress={() => {
            if (draft && complete) onDone(draft);
          }}
          className={buttonClass('primary', mobile ? 'flex-1' : 'min-w-32')}
        >
          {mobile ? 'Search Dates' : 'Done'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The open date picker: a full-screen dialog on mobile, a popover under its trigger on desktop. Its own module
 * (with the calendar and its date library) so that pages load it only when a picker opens.
 */
export function DateRangeDialog({
  triggerRef,
  value,
  today,
  mobile,
  availability,
  onDone,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  value: StayRange | null;
  today: string;
  mobile: boolean;
  availability: CalendarAvailability;
  onDone: (range: StayRange) => void;
  onClose: () => void;
}) {
  if (mobile) {
    return (
      <FullScreenPicker
        title="Choose Dates"
        label={DATE_PICKER_TITLE}
        headerClassName="mb-5"
        onClose={onClose}
      >
        <PickerBody initial={value} today={today} mobile availability={availability} onDone={onDone} />
      </FullScreenPicker>
    );
  }
  return (
    <PickerPopover
      triggerRef={triggerRef}
      title={DATE_PICKER_TITLE}
      placement="bottom start"
      className="w-[720px] max-w-[calc(100vw-2rem)] overflow-auto p-6"
      headingClassName="mb-5"
      onClose={onClose}
    >
      <PickerBody initial={value} today={today} mobile={false} availability={availability} onDone={onDone} />
    </PickerPopover>
  );
}
