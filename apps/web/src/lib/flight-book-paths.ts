/**
 * The flight line's checkout URLs, named by the flights funnel (its review step's Continue), the flight checkout
 * feature and app/'s route table; kept here so none of them imports another feature. The query of both is the
 * funnel's own (the search and the chosen fares), so the book page reads what the review page read.
 */
export const FLIGHTS_BOOK_PATH = '/flights/book/';
export const FLIGHTS_CONFIRM_PATH = '/flights/book/confirm/';

/** The book page for the itinerary a funnel URL's query names ('?trip=…&pick=…&shelf=…'). */
export function flightBookUrl(shopQuery: string): string {
  const query = shopQuery.startsWith('?') ? shopQuery.slice(1) : shopQuery;
  return `${FLIGHTS_BOOK_PATH}?${query}`;
}
