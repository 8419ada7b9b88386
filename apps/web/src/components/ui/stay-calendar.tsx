import { useContext, useEffect, useMemo } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  RangeCalendar,
  RangeCalendarStateContext,
  type DateValue,
} from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { addDays } from '@portal/domain/iso-date';
import type { StayRules } from '@portal/domain/availability';
import { dateWindow } from '@portal/domain/stay-dates';
import { checkoutBounds } from '@portal/domain/stay-rules';
import { ChevronRightIcon } from './icons.tsx';
import type { StayRange } from '../../lib/stay-range.ts';

export type CalendarAvailability = {
  /** The night starting on this date cannot be booked (no check-in, and no stay may span it). */
  isDateUnavailable?: (date: string) => boolean;
  /** A stay may not end on this date. */
  isCheckoutUnavailable?: (date: string) => boolean;
  /** The listing's minimum and maximum nights: checkouts outside them are refused once a check-in is chosen. */
  stayLength?: Pick<StayRules, 'minStayNights' | 'maxStayNights'>;
};

/**
 * Which cells are unavailable depends on the half-chosen range: before a check-in is picked only free nights count;
 * after it, a checkout must be allowed, within the listing's minimum and maximum stay, and every night in between
 * must be free. The check-in day itself is blocked as a checkout so a stay is always at least one night (spec §5).
 */
export function unavailableDates(
  availability: CalendarAvailability,
  lastDate: string,
): (date: DateValue, anchor: DateValue | null) => boolean {
  const { isDateUnavailable, isCheckoutUnavailable, stayLength } = availability;
  const firstBlockedAfter = new Map<string, string | null>();
  const blockedAfter = (anchor: string): string | null => {
    if (!isDateUnavailable) return null;
    const cached = firstBlockedAfter.get(anchor);
    if (cached !== undefined) return cached;
    let found: string | null = null;
    for (let day = anchor; day <= lastDate; day = addDays(day, 1)) {
      if (isDateUnavailable(day)) {
        found = day;
        break;
      }
    }
    firstBlockedAfter.set(anchor, found);
    return found;
  };
  return (value, anchorValue) => {
    const date = value.toString();
    if (!anchorValue) return isDateUnavailable?.(date) ?? false;
    const anchor = anchorValue.toString();
    if (date === anchor) return true;
    if (date < anchor) return isDateUnavailable?.(date) ?? false;
    if (isCheckoutUnavailable?.(date)) return true;
    if (stayLength) {
      const bounds = checkoutBounds(anchor, stayLength);
      if (date < bounds.first || (bounds.last !== null && date > bounds.last)) return true;
    }
    const blocked = blockedAfter(anchor);
    return blocked !== null && date > blocked;
  };
}

function AnchorWatcher({ onAnchorChange }: { onAnchorChange: (anchor: string | null) => void }) {
  const state = useContext(RangeCalendarStateContext);
  const anchor = state?.anchorDate ? state.anchorDate.toString() : null;
  useEffect(() => onAnchorChange(anchor), [anchor, onAnchorChange]);
  return null;
}

function MonthTitle({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  if (!state) return null;
  const month = state.visibleRange.start.add({ months: offset });
  const label = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  return <h3 className="text-center text-[15px] font-semibold text-slate-900">{label}</h3>;
}

function MonthGrid({ offset }: { offset: number }) {
  return (
    <div className="min-w-0 flex-1">
      <MonthTitle offset={offset} />
      <CalendarGrid offset={offset ? { months: offset } : undefined} className="mt-3 w-full border-collapse">
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
              className={({
                isSelected,
                isSelectionStart,
                isSelectionEnd,
                isOutsideMonth,
                isUnavailable,
                isDisabled,
                isFocusVisible,
              }) =>
                [
                  'relative flex h-11 w-full cursor-pointer items-center justify-center text-sm outline-none',
                  isOutsideMonth ? 'invisible' : '',
                  isSelected && !isSelectionStart && !isSelectionEnd ? 'bg-brand-50 text-brand-900' : '',
                  isSelectionStart || isSelectionEnd
                    ? 'rounded-full bg-brand-700 font-semibold text-white'
                    : isSelected
                      ? ''
                      : isDisabled || isUnavailable
                        ? 'cursor-default text-slate-300 line-through'
                        : 'rounded-full text-slate-800 hover:bg-slate-100',
                  isSelectionStart && !isSelectionEnd ? 'rounded-r-none' : '',
                  isSelectionEnd && !isSelectionStart ? 'rounded-l-none' : '',
                  isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-1' : '',
                ].join(' ')
              }
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </div>
  );
}

const navButton =
  'flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-30';

/** Two months side by side on desktop, one on mobile; arrow keys move between days (react-aria). */
export function StayCalendar({
  value,
  onChange,
  onAnchorChange,
  today,
  months,
  availability,
}: {
  value: StayRange | null;
  onChange: (range: StayRange) => void;
  onAnchorChange: (anchor: string | null) => void;
  today: string;
  months: 1 | 2;
  availability: CalendarAvailability;
}) {
  const bounds = dateWindow(today);
  const { isDateUnavailable, isCheckoutUnavailable, stayLength } = availability;
  const minStay = stayLength?.minStayNights;
  const maxStay = stayLength?.maxStayNights;
  const unavailable = useMemo(
    () =>
      unavailableDates(
        {
          isDateUnavailable,
          isCheckoutUnavailable,
          stayLength:
            minStay === undefined || maxStay === undefined
              ? undefined
              : { minStayNights: minStay, maxStayNights: maxStay },
        },
        bounds.last,
      ),
    [isDateUnavailable, isCheckoutUnavailable, minStay, maxStay, bounds.last],
  );
  return (
    <RangeCalendar
      aria-label="Stay dates"
      autoFocus
      value={value ? { start: parseDate(value.from), end: parseDate(value.until) } : null}
      onChange={(range) => {
        if (range) onChange({ from: range.start.toString(), until: range.end.toString() });
      }}
      minValue={parseDate(bounds.first)}
      maxValue={parseDate(bounds.last)}
      isDateUnavailable={unavailable}
      // unavailableDates already refuses a checkout past a booked night; react-aria's own contiguity rule would
      // also stop at the first refused checkout (a day under the minimum stay, a weekday checkout is not allowed)
      // and make every later, allowed checkout unreachable.
      allowsNonContiguousRanges
      visibleDuration={{ months }}
      pageBehavior="single"
      className="relative"
    >
      <AnchorWatcher onAnchorChange={onAnchorChange} />
      <div className="absolute inset-x-0 top-[-8px] flex justify-between">
        <Button slot="previous" aria-label="Previous month" className={navButton}>
          <ChevronRightIcon className="size-5 rotate-180" />
        </Button>
        <Button slot="next" aria-label="Next month" className={navButton}>
          <ChevronRightIcon className="size-5" />
        </Button>
      </div>
      <div className="flex gap-8">
        <MonthGrid offset={0} />
        {months === 2 ? <MonthGrid offset={1} /> : null}
      </div>
    </RangeCalendar>
  );
}
