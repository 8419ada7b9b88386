import { useCallback, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { diffDays } from '@portal/domain/iso-date';
import { MIN_STAY_NIGHTS } from '@portal/domain/stay-dates';
import { CloseIcon } from '../ui/icons.tsx';
import { buttonClass } from '../ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { todayIso, type StayRange } from '../../lib/stays/stays-search.ts';
import { StayCalendar, type CalendarAvailability } from './stay-calendar.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';

const POPOVER_HEIGHT = 600;

export const DATE_PICKER_TITLE = 'Select the check-in and check-out dates for your stay';

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
      <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</span>
      <span
        className={`truncate ${size === 'large' ? 'text-base' : 'text-sm'} ${value ? 'font-medium text-slate-900' : 'text-slate-500'}`}
      >
        {value ?? 'Add date'}
      </span>
    </span>
  );
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
          {complete ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : 'Minimum stay: 1 night'}
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
}: DateRangePickerProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const detectedMobile = useIsMobile();
  const mobile = mobileProp ?? detectedMobile;
  const today = todayProp ?? todayIso();
  const availability = { isDateUnavailable, isCheckoutUnavailable };
  const done = (range: StayRange) => {
    onChange(range);
    setOpen(false);
  };
  const summary = value
    ? `Check-in ${formatDate(value.from)}, checkout ${formatDate(value.until)}`
    : 'Choose check-in and checkout dates';

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        // Two months need ~600px: scroll the field up first so the popover opens below it, not over the page top.
        const rect = triggerRef.current?.getBoundingClientRect();
        if (next && !mobile && rect && window.innerHeight - rect.bottom < POPOVER_HEIGHT)
          window.scrollBy({
            top: Math.min(rect.top - 16, POPOVER_HEIGHT - (window.innerHeight - rect.bottom)),
          });
        setOpen(next);
      }}
    >
      <Button
        ref={triggerRef}
        aria-label={`Dates: ${summary}`}
        className={`flex w-full items-center gap-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
          isInvalid ? 'ring-2 ring-accent-600' : ''
        } ${className}`}
      >
        <DateSlot label="Check-in" value={shortDate(value?.from)} size={size} />
        <span aria-hidden="true" className="h-8 w-px bg-slate-200" />
        <DateSlot label="Checkout" value={shortDate(value?.until)} size={size} />
      </Button>
      {mobile ? (
        <ModalOverlay isDismissable className="fixed inset-0 z-50 bg-white">
          <Modal className="h-full">
            <Dialog className="flex h-full flex-col p-5 outline-none" aria-label={DATE_PICKER_TITLE}>
              {({ close }) => (
                <>
                  <div className="mb-5 flex items-center justify-between">
                    <Heading slot="title" className="text-xl font-bold text-slate-900">
                      Choose Dates
                    </Heading>
                    <Button
                      aria-label="Close"
                      onPress={close}
                      className="flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
                    >
                      <CloseIcon className="size-5" />
                    </Button>
                  </div>
                  <PickerBody
                    initial={value}
                    today={today}
                    mobile
                    availability={availability}
                    onDone={done}
                  />
                </>
              )}
            </Dialog>
          </Modal>
        </ModalOverlay>
      ) : (
        <Popover
          placement="bottom start"
          offset={10}
          className="z-50 w-[720px] max-w-[calc(100vw-2rem)] overflow-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl outline-none"
        >
          <Dialog className="outline-none">
            <Heading slot="title" className="mb-5 text-lg font-semibold text-slate-900">
              {DATE_PICKER_TITLE}
            </Heading>
            <PickerBody
              initial={value}
              today={today}
              mobile={false}
              availability={availability}
              onDone={done}
            />
          </Dialog>
        </Popover>
      )}
    </DialogTrigger>
  );
}
