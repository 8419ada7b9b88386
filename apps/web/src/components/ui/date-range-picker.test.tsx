import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDate } from '@internationalized/date';
import { useState } from 'react';
import { DATE_PICKER_TITLE, DateRangePicker, type DateRangePickerProps } from './date-range-picker.tsx';
import { unavailableDates } from './stay-calendar.tsx';
import type { StayRange } from '../../lib/stay-range.ts';

const TODAY = '2030-01-10';

function Harness(props: Partial<DateRangePickerProps> & { onCommit?: (r: StayRange) => void }) {
  const [value, setValue] = useState<StayRange | null>(props.value ?? null);
  return (
    <DateRangePicker
      today={TODAY}
      mobile={false}
      {...props}
      value={value}
      onChange={(range) => {
        setValue(range);
        props.onCommit?.(range);
      }}
    />
  );
}

function day(name: RegExp) {
  return screen.getAllByRole('button', { name })[0]!;
}

describe('DateRangePicker', () => {
  it('keeps Done disabled until check-in and checkout are both chosen, then commits the range', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} />);
    await user.click(screen.getByRole('button', { name: /Dates: Check-in Add date/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DATE_PICKER_TITLE)).toBeInTheDocument();
    expect(within(dialog).getByText('Check-in')).toBeInTheDocument();
    expect(within(dialog).getByText('Checkout')).toBeInTheDocument();
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();

    await user.click(day(/January 15, 2030/));
    expect(done).toBeDisabled();
    await user.click(day(/January 18, 2030/));
    expect(done).toBeEnabled();
    expect(within(dialog).getByText('3 nights')).toBeInTheDocument();
    await user.click(done);
    expect(onCommit).toHaveBeenCalledWith({ from: '2030-01-15', until: '2030-01-18' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs at least one night: the check-in day cannot also be the checkout', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Dates:/ }));
    await screen.findByRole('dialog');
    await user.click(day(/January 15, 2030/));
    await user.click(day(/January 15, 2030/));
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
  });

  it('offers dates from today to one year ahead only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Dates:/ }));
    await screen.findByRole('dialog');
    expect(day(/January 9, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/January 10, 2030/)).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('shows the mobile texts: Choose Dates and Search Dates', async () => {
    const user = userEvent.setup();
    render(<Harness mobile value={{ from: '2030-02-01', until: '2030-02-04' }} />);
    await user.click(screen.getByRole('button', { name: /Dates:/ }));
    await screen.findByRole('dialog');
    expect(screen.getByRole('heading', { name: 'Choose Dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search Dates' })).toBeEnabled();
  });
});

describe('unavailableDates', () => {
  const blocked = new Set(['2030-01-20']);
  const noCheckout = new Set(['2030-01-17']);
  const isUnavailable = unavailableDates(
    { isDateUnavailable: (d) => blocked.has(d), isCheckoutUnavailable: (d) => noCheckout.has(d) },
    '2031-01-10',
  );
  const d = (iso: string) => parseDate(iso);

  it('blocks booked nights for check-in', () => {
    expect(isUnavailable(d('2030-01-20'), null)).toBe(true);
    expect(isUnavailable(d('2030-01-19'), null)).toBe(false);
  });

  it('after a check-in, allows checkout on the booked day but not past it, nor on a no-checkout day', () => {
    const anchor = d('2030-01-15');
    expect(isUnavailable(d('2030-01-15'), anchor)).toBe(true);
    expect(isUnavailable(d('2030-01-16'), anchor)).toBe(false);
    expect(isUnavailable(d('2030-01-17'), anchor)).toBe(true);
    expect(isUnavailable(d('2030-01-20'), anchor)).toBe(false);
    expect(isUnavailable(d('2030-01-21'), anchor)).toBe(true);
  });
});

describe('the listing rules in the calendar', () => {
  const d = (iso: string) => parseDate(iso);
  const anchor = d('2030-01-15');

  it.each([
    // [minStayNights, maxStayNights, checkout, refused]
    [7, null, '2030-01-21', true], // 6 nights: under the minimum
    [7, null, '2030-01-22', false], // exactly the minimum
    [7, null, '2030-03-01', false], // no maximum
    [1, 3, '2030-01-18', false], // exactly the maximum
    [1, 3, '2030-01-19', true], // over the maximum
    [1, 3, '2030-01-16', false],
  ] as const)('min %i, max %s: checkout %s refused is %s', (min, max, checkout, refused) => {
    const isUnavailable = unavailableDates(
      { stayLength: { minStayNights: min, maxStayNights: max } },
      '2031-01-10',
    );
    expect(isUnavailable(d(checkout), anchor)).toBe(refused);
    // Before a check-in is chosen the stay length decides nothing.
    expect(isUnavailable(d(checkout), null)).toBe(false);
  });

  it('refuses a checkout under the minimum stay in the open picker and says the rule', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Harness onCommit={onCommit} stayLength={{ minStayNights: 7, maxStayNights: null }} />);
    await user.click(screen.getByRole('button', { name: /Dates:/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Minimum stay: 7 nights')).toBeInTheDocument();
    await user.click(day(/January 15, 2030/));
    expect(day(/January 18, 2030/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/January 22, 2030/)).not.toHaveAttribute('aria-disabled');
    await user.click(day(/January 22, 2030/));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onCommit).toHaveBeenCalledWith({ from: '2030-01-15', until: '2030-01-22' });
  });
});
