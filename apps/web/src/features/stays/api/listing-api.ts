import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarDay } from '@portal/contracts/listings';
import { CalendarAnswer, ShopAnswer } from '../../../lib/contract-answers.ts';
import { addYears } from '@portal/domain/iso-date';
import type { ShopQuery } from '@portal/domain/stay-dates';
import { api, isApiError } from '../../../lib/api-client.ts';

type ShopKey = Pick<
  ShopQuery,
  'listingId' | 'fromDate' | 'untilDate' | 'adultsCount' | 'children' | 'petsCount'
>;

export function shopRequestBody(query: ShopKey) {
  return {
    listingId: query.listingId ?? '',
    stayDetails: {
      dateRange: { from: query.fromDate, until: query.untilDate },
      guestDetails: {
        adults: query.adultsCount,
        children: query.children.length,
        infants: 0,
        petsIncluded: query.petsCount > 0,
      },
    },
    distributionChannels: ['General'],
  };
}

/**
 * POST homes/shop. Dates and travelers are in the key, so changing either refetches the listing (spec §4); the
 * previous answer stays on screen meanwhile so the page does not flash back to its skeleton.
 */
export function useShopListing(query: ShopKey, enabled = true) {
  const options = shopListingQuery(query);
  return useQuery({ ...options, enabled: enabled && options.enabled !== false });
}

/** The listing query, shared by the page and its route loader (which starts it before the page renders). */
export function shopListingQuery(query: ShopKey) {
  const body = shopRequestBody(query);
  return queryOptions({
    queryKey: ['homes-shop', body],
    queryFn: async ({ signal }) =>
      (await api.post('homes/shop', body, { schema: ShopAnswer, signal })).value.listing,
    enabled: Boolean(query.listingId),
    placeholderData: keepPreviousData,
    // A missing listing stays missing; other failures get one more try.
    retry: (count, error) => !isApiError(error, 404) && count < 1,
    staleTime: 60_000,
  });
}

/**
 * PUT homes/listing/getCalendarAvailability for today .. today + 1 year (the picker's window). The stay dates are
 * part of the key because spec §4 refetches the calendar on every date change (a booking may have landed).
 */
export function useListingCalendar(
  listingId: string | null,
  today: string,
  stay: { from: string; until: string },
) {
  return useQuery(listingCalendarQuery(listingId, today, stay));
}

export function listingCalendarQuery(
  listingId: string | null,
  today: string,
  stay: { from: string; until: string },
) {
  return queryOptions({
    queryKey: ['homes-calendar', listingId, today, stay.from, stay.until],
    queryFn: async ({ signal }) => {
      const answer = await api.put(
        'homes/listing/getCalendarAvailability',
        { listingId, dateRange: { from: today, until: addYears(today, 1) } },
        { schema: CalendarAnswer, signal },
      );
      return answer.calendarDays;
    },
    enabled: Boolean(listingId),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

export type CalendarLookup = {
  isDateUnavailable: (date: string) => boolean;
  isCheckoutUnavailable: (date: string) => boolean;
};

/** Picker predicates from the calendar; a date the calendar does not list is treated as unavailable. */
export function calendarLookup(days: readonly CalendarDay[] | undefined): CalendarLookup {
  if (!days) return { isDateUnavailable: () => false, isCheckoutUnavailable: () => false };
  const byDate = new Map(days.map((day) => [day.date, day]));
  return {
    isDateUnavailable: (date) => !byDate.get(date)?.isAvailable,
    isCheckoutUnavailable: (date) => !byDate.get(date)?.isAvailableForCheckout,
  };
}
