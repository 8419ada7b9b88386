import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatMoney, localIsoDate, nightsBetween } from './format.ts';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

describe('formatting', () => {
  it('shows fiat in whole units by default and with cents on request (spec §9)', () => {
    expect(formatMoney(usd(1234.5))).toBe('$1,235');
    expect(formatMoney(usd(1234.5), { cents: true })).toBe('$1,234.50');
    expect(formatMoney(usd(-20))).toBe('-$20');
  });

  it('treats stay dates as local calendar dates in any time zone', () => {
    expect(formatDate('2026-03-08')).toBe('Sun, Mar 8, 2026');
    expect(formatDate('2026-03-08', 'weekday')).toBe('Sun, Mar 8');
    expect(formatDate('2026-01-01', 'monthYear')).toBe('January 2026');
    expect(formatDate('2026-12-31', 'dayYear')).toBe('Dec 31, 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
    expect(formatDateRange('2026-07-01', '2026-07-05')).toBe('Jul 1 – Jul 5, 2026');
    // The spring-forward night in America/Toronto is still one night.
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it("gives the traveler's local date, not UTC's", () => {
    // 02:30 UTC on Nov 22 is still Nov 21 in Toronto, where these tests run.
    expect(localIsoDate(new Date('2026-11-22T02:30:00Z'))).toBe('2026-11-21');
  });
});
