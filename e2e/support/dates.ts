import { addDays } from '@portal/domain/iso-date';

/** Today's UTC calendar date; journeys pick their nights relative to it. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function daysFromToday(days: number): string {
  return addDays(utcToday(), days);
}
