import type { Fiat } from '@portal/contracts/common';
import { diffDays } from '@portal/domain/iso-date';
import { formatTime12h } from '@portal/domain/text';

/** spec §9: fiat shows in whole units unless a caller asks for cents (trips show 2 decimals). */
export function formatMoney(fiat: Fiat, options: { cents?: boolean } = {}): string {
  const digits = options.cents ? 2 : 0;
  const value = options.cents ? fiat.value : Math.round(fiat.value);
  const formatted = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${fiat.currencySymbol}${formatted}`;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

const DATE_STYLES = {
  /** Sun, Mar 8, 2026 */
  full: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Sun, Mar 8 */
  weekday: { weekday: 'short', month: 'short', day: 'numeric' },
  /** Mar 8 */
  day: { month: 'short', day: 'numeric' },
  /** Mar 8, 2026 */
  dayYear: { month: 'short', day: 'numeric', year: 'numeric' },
  /** March 2026 */
  monthYear: { month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

// A stay date is a calendar date, not an instant: it is read and written in UTC so no time zone can shift it
// to the day before. The browser's Intl does the spelling (no date library on the first load).
export function formatDate(isoDate: string, style: DateStyle = 'full'): string {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_STYLES[style], timeZone: 'UTC' });
    formatters.set(style, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatDateRange(from: string, until: string): string {
  const sameYear = from.slice(0, 4) === until.slice(0, 4);
  return `${formatDate(from, sameYear ? 'day' : 'dayYear')} – ${formatDate(until, 'dayYear')}`;
}

export function nightsBetween(from: string, until: string): number {
  return diffDays(until, from);
}

/** The traveler's local calendar date as YYYY-MM-DD (en-CA spells dates that way). */
export function localIsoDate(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** '4:00 PM' or '3:00 PM or 4:00 PM' (spec §9: h:mm A); null when the provider gave no time. */
export function formatTimes(times: readonly string[]): string | null {
  const shown = times.map((t) => formatTime12h(t)).filter(Boolean);
  return shown.length ? shown.join(' or ') : null;
}
