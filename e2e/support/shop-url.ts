import { addDays } from '@portal/domain/iso-date';

// Listing URLs and the dates the stays journeys pick them with.

export function weekdayOf(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}
/** The first date on or after `iso` that falls on `weekday` (0 = Sunday). */
export function onOrAfter(iso: string, weekday: number): string {
  return addDays(iso, (weekday - weekdayOf(iso) + 7) % 7);
}
/** The browser's calendar date (the page's "today"), in the context's time zone. */
export function browserToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
}

export type Stay = { from: string; until: string; adults?: number; pets?: number };

export function shopUrl(listingId: string, stay: Stay): string {
  const pets = stay.pets ? `&petsCount=${stay.pets}` : '';
  return (
    `/vacation-rentals/shop/?listingId=${listingId}&fromDate=${stay.from}&untilDate=${stay.until}` +
    `&adultsCount=${stay.adults ?? 2}&childrenCount=0${pets}&locationName=Asheville%252C%2520NC`
  );
}
