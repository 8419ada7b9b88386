import type { Listing } from '@portal/contracts/listings';
import { backToResultsUrl, type ShopQuery } from '@portal/domain/stay-dates';

/** Spec §2 "Back to results": the availability route with the stay's place, dates and guests. */
export function resultsHrefOf(query: ShopQuery, listing: Listing | null): string {
  return backToResultsUrl({
    lodgingSelection: query.lodgingSelection,
    city: listing?.content.location.address.city ?? query.locationName,
    state: listing?.content.location.address.state,
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    adultsCount: query.adultsCount,
    childrenCount: query.children.length,
    petsCount: query.petsCount,
  });
}

/** The listing page with the same dates and guests, where other dates can be chosen. */
export function shopHrefOf(queryString: string): string {
  return `/vacation-rentals/shop/?${queryString}`;
}
