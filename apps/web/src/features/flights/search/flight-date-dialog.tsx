import type { RefObject } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { dateWindow } from '@portal/domain/stay-dates';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { FullScreenPicker, PickerPopover } from '../../../components/ui/picker-shells.tsx';

const navButton =
  'flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-30';

function FlightCalendar({
  label,
  value,
  min,
  today,
  onPick,
}: {
  label: string;
  value: string | null;
  min: string;
  today: string;
  onPick: (date: string) => void;
}) {
  const { last } = dateWindow(today);
  return (
    <Calendar
      aria-label={label}
      autoFocus
      value={value && value >= min ? parseDate(value) : null}
      defaultFocusedValue={parseDate(value && value >= min ? value : min)}
      minValue={parseDate(min)}
      maxValue={parseDate(last)}
      onChange={(date) => onPick(date.toString())}
      className="mt-3"
    >
      <header className="flex items-center justify-between">
        <Button slot="previous" aria-label="Previous month" className={navButton}>
          <ChevronRightIcon className="size-5 rotate-180" />
        </Button>
        <Heading className="text-[15px] font-semibold text-slate-900" />
        <Button slot="next" aria-label="Next month" className={navButton}>
          <ChevronRightIcon className="size-5" />
        </Button>
      </header>
      <CalendarGrid className="mt-2 w-full border-collapse">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="pb-2 text-xs font-semibold text-slate-500">
              {day}
            </CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={({ isSelected, isOutsideMonth, isDisabled, isUnavailable, isFocusVisible }) =>
                [
                  'flex h-11 w-full cursor-pointer items-center justify-center rounded-full text-sm outline-none',
                  isOutsideMonth ? 'invisible' : '',
                  isSelected
                    ? 'bg-brand-700 font-semibold text-white'
                    : isDisabled || isUnavailable
                      ? 'cursor-default text-slate-300'
                      : 'text-slate-800 hover:bg-slate-100',
                  isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-1' : '',
                ].join(' ')
              }
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}

/** One flight date: a month under its field on a wide screen, a full-screen sheet on a phone. Picking closes it. */
export function FlightDateDialog({
  triggerRef,
  title,
  value,
  min,
  today,
  mobile,
  onPick,
  onClose,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  value: string | null;
  /** The first date allowed: today, or the flight before's date. */
  min: string;
  today: string;
  mobile: boolean;
  onPick: (date: string) => void;
  onClose: () => void;
}) {
  const calendar = <FlightCalendar label={title} value={value} min={min} today={today} onPick={onPick} />;
  if (mobile)
    return (
      <FullScreenPicker title={title} onClose={onClose}>
        <div className="mt-2 flex-1 overflow-y-auto">{calendar}</div>
      </FullScreenPicker>
    );
  return (
    <PickerPopover
      triggerRef={triggerRef}
      title={title}
      placement="bottom start"
      className="w-[340px] p-5"
      onClose={onClose}
    >
      {calendar}
    </PickerPopover>
  );
}
