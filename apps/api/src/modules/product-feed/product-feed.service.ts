import type {
  HotelAvailabilityAnswer,
  HotelAvailabilityRequest,
  HotelStayRequest,
} from '@portal/contracts/hotels';
import type { HotelShopAnswer, HotelShopRequest } from '@portal/contracts/hotel-details';
import {
  RecentHotelSearch,
  RecentHotelView,
  type RecentlySearchedAnswer,
  type RecentlyViewedAnswer,
} from '@portal/contracts/product-feed';
import type { AppDeps } from '../../deps.ts';
import { todayOf } from '../../lib/today.ts';
import {
  findRecentSearches,
  findRecentViews,
  upsertRecentSearch,
  upsertRecentView,
} from './product-feed.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How many searches and how many viewed hotels a user keeps: the hotels home shows one row of each. */
export const RECENT_HOTELS_KEPT = 6;

const stayOf = (req: HotelStayRequest) => ({
  fromDate: req.fromDate,
  untilDate: req.untilDate,
  adultsCount: req.adultsCount,
  childrenAges: req.childrenAges,
  roomsCount: req.roomsCount,
});

/**
 * Records a hotel search the user ran (spec §7 productFeed/recentlySearched). Only a new search counts: not the
 * next page of one, nor "Search this area" (a map box has no name to offer again). The same place or hotel with
 * the same stay and guests is one entry, moved to the front.
 */
export async function recordHotelSearch(
  deps: Deps,
  userId: string,
  req: HotelAvailabilityRequest,
  answer: HotelAvailabilityAnswer,
): Promise<void> {
  if (req.bounds || req.page.offset > 0) return;
  const selection = req.lodgingSelection;
  const destination =
    selection.kind === 'Place'
      ? (answer.place?.term ?? selection.searchTerm)
      : answer.lodgings.find((l) => l.lodgingId === selection.lodgingId)?.name;
  if (!destination) return;
  const search = { ...stayOf(req), lodgingSelection: selection, destination };
  const target =
    selection.kind === 'Place' ? `place:${destination.toLowerCase()}` : `lodging:${selection.lodgingId}`;
  const searchKey = [
    target,
    req.fromDate,
    req.untilDate,
    req.roomsCount,
    req.adultsCount,
    ...req.childrenAges,
  ].join('|');
  await upsertRecentSearch(deps.db, { userId, searchKey, search, at: deps.clock.now() }, RECENT_HOTELS_KEPT);
}

/** Records a hotel details page the user opened (spec §7 productFeed/recentlyViewed), with the price it showed. */
export async function recordHotelView(
  deps: Deps,
  userId: string,
  req: HotelShopRequest,
  answer: HotelShopAnswer,
): Promise<void> {
  const { lodging } = answer;
  const prices = answer.rooms.flatMap((room) => room.rates.map((rate) => rate.perNightSellRate.fiat));
  const priceSeen = prices.reduce<(typeof prices)[number] | null>(
    (low, price) => (low === null || price.value < low.value ? price : low),
    null,
  );
  const view = {
    ...stayOf(req),
    lodgingId: lodging.lodgingId,
    name: lodging.name,
    cityName: `${lodging.location.address.city}, ${lodging.location.address.state}`,
    photo: lodging.media[0] ?? null,
    priceSeen,
  };
  await upsertRecentView(
    deps.db,
    { userId, lodgingId: lodging.lodgingId, view, at: deps.clock.now() },
    RECENT_HOTELS_KEPT,
  );
}

// A stay that has begun cannot be searched or booked again: it leaves the feed (the row goes with the next trim).

export async function recentlySearched(deps: Deps, userId: string): Promise<RecentlySearchedAnswer> {
  const today = todayOf(deps.clock);
  const rows = await findRecentSearches(deps.db, userId, RECENT_HOTELS_KEPT);
  const searches = rows.flatMap(({ search, at }) => {
    const parsed = RecentHotelSearch.safeParse({ ...(search as object), searchedAt: at.toISOString() });
    return parsed.success && parsed.data.fromDate >= today ? [parsed.data] : [];
  });
  return { searches };
}

export async function recentlyViewed(deps: Deps, userId: string): Promise<RecentlyViewedAnswer> {
  const today = todayOf(deps.clock);
  const rows = await findRecentViews(deps.db, userId, RECENT_HOTELS_KEPT);
  const hotels = rows.flatMap(({ view, at }) => {
    const parsed = RecentHotelView.safeParse({ ...(view as object), viewedAt: at.toISOString() });
    return parsed.success && parsed.data.fromDate >= today ? [parsed.data] : [];
  });
  return { hotels };
}
