import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';

const navButton =
  'flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600';

function safeParse(value: string | undefined) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * A travel date filter: typed segment by segment (month, day, year) or picked from a month calendar. Empty
 * means no limit; a cleared field (every segment deleted) removes the filter.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <DatePicker
      value={safeParse(value)}
      onChange={(date) => onChange(date ? date.toString() : undefined)}
      granularity="day"
      className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1"
    >
      <Label className="text-sm font-semibold text-slate-800">{label}</Label>
      <Group className="flex min-h-11 items-center rounded-lg border border-slate-300 bg-white pr-1 pl-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
        <DateInput className="flex flex-1 text-[15px] text-slate-900">
          {(segment) => (
            <DateSegment
              segment={segment}
              className={({ type }) =>
                // Editable segments stay at least 24 px square, a touch target (WCAG 2.5.8) even when filled.
                type === 'literal'
                  ? 'px-0.5 text-slate-500'
                  : 'inline-block min-w-6 rounded px-0.5 py-0.5 text-center tabular-nums outline-none data-[focused]:bg-brand-700 data-[focused]:text-white data-[focused]:ring-2 data-[focused]:ring-brand-600 data-[focused]:ring-offset-1 data-[placeholder]:text-slate-500'
              }
            />
          )}
        </DateInput>
        <Button aria-label={`Choose the ${label.toLowerCase()} date`} className={navButton}>
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            <path
              d="M6 2v3M14 2v3M3 8h14M4 4.5h12a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </Button>
      </Group>
      <Popover className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xl outline-none">
        <Dialog className="outline-none" aria-label={`${label} date`}>
          <Calendar className="w-72">
            <header className="mb-2 flex items-center justify-between">
              <Button slot="previous" aria-label="Previous month" className={navButton}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="text-[15px] font-semibold text-slate-900" />
              <Button slot="next" aria-label="Next month" className={navButton}>
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="w-full border-collapse">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={({ isSelected, isOutsideMonth, isFocusVisible }) =>
                    [
                      'flex h-10 w-full cursor-pointer items-center justify-center rounded-full text-sm outline-none',
                      isOutsideMonth ? 'text-slate-400' : '',
                      isSelected
                        ? 'bg-brand-700 font-semibold text-white'
                        : 'text-slate-800 hover:bg-slate-100',
                      isFocusVisible ? 'ring-2 ring-brand-600 ring-offset-1' : '',
                    ].join(' ')
                  }
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
