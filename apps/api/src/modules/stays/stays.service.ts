import type {
  AvailabilityRequest,
  CalendarDay,
  Guests,
  Listing,
  ListingSummary,
  PlaceSuggestion,
  ShopAnswer,
  ShopRequest,
} from '@portal/contracts/listings';
import type { DbOrTx } from '@portal/db/client';
import { calendarDays, checkStay, type Hold, type StayRules } from '@portal/domain/availability';
import { addDays, diffDays, weekday } from '@portal/domain/iso-date';
import { priceStay, type PricingGuests } from '@portal/domain/pricing';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../plugins/errors.ts';
import { assertStayDates, MAX_CALENDAR_DAYS } from '../../lib/stay-dates.ts';
import { todayOf } from '../../lib/today.ts';
import { rulesOf, toAvailability, toListing, toRate, toSummary } from './stays-mapping.ts';
import {
  findHolds,
  findListing,
  findMarket,
  findMarketsByCity,
  findPhotos,
  findPricingInputs,
  findReviews,
  type ListingRow,
  type PricingInputs,
} from './stays.repository.ts';
import { findShopListing } from './stays-shop.repository.ts';
import { searchAvailableListings, type SearchCriteria } from './stays-search.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const MAX_SUGGESTIONS = 8;
/** Photos per search result card: enough for its small carousel, not the whole gallery. */
const CARD_PHOTOS = 5;

/** A pet search counts one pet: the API carries only whether pets come along. */
function pricingGuests(guests: Guests): PricingGuests {
  return { adults: guests.adults, children: guests.children, pets: guests.petsIncluded ? 1 : 0 };
}

export async function suggestPlaces(deps: Deps, query: string): Promise<{ suggestions: PlaceSuggestion[] }> {
  const rows = await findMarketsByCity(deps.db, query, MAX_SUGGESTIONS);
  return {
    suggestions: rows.map((m) => ({
      kind: 'Place',
      term: `${m.city}, ${m.state}`,
      city: m.city,
      state: m.state,
    })),
  };
}

/** "Asheville, NC" or "Asheville": the state is whatever follows the last comma. */
export function parsePlaceTerm(term: string): { city: string; state: string | null } {
  const comma = term.lastIndexOf(',');
  if (comma < 0) return { city: term.trim(), state: null };
  const state = term.slice(comma + 1).trim();
  return { city: term.slice(0, comma).trim(), state: state === '' ? null : state };
}

/** The request resolved to the constants the availability query compares with; throws 400 for bad dates. */
export function toSearchCriteria(req: AvailabilityRequest, today: string): SearchCriteria {
  const nights = assertStayDates(req.stayDates, today, 'stayDates');
  const { from, until } = req.stayDates;
  const guests = pricingGuests(req.guests);
  return {
    ...parsePlaceTerm(req.location.term),
    area: req.area ?? null,
    from,
    until,
    nights,
    checkInWeekday: weekday(from),
    checkOutWeekday: weekday(until),
    daysAhead: diffDays(from, today),
    guests: guests.adults + guests.children,
    pets: guests.pets,
    petFriendlyOnly: req.petFriendlyOnly ?? false,
    sort: req.sortOrder,
    offset: req.page.offset,
    limit: req.page.limit,
    photosPerListing: CARD_PHOTOS,
  };
}

/**
 * Search: one SQL query filters, sorts and pages; the page is then priced by the same priceStay the shop uses, so a
 * result's price and its shop price are the same to the cent (the SQL total of the Pricing sort is that same sum).
 */
export async function searchHomes(
  deps: Deps,
  req: AvailabilityRequest,
): Promise<{ listings: ListingSummary[]; total: number }> {
  const today = todayOf(deps.clock);
  const { from, until } = req.stayDates;
  const guests = pricingGuests(req.guests);
  const page = await searchAvailableListings(deps.db, toSearchCriteria(req, today));
  const listings = page.rows.map((row) => {
    const stayPrice = priceStay({
      stay: { from, until },
      baseNightlyMinor: row.baseNightlyMinor,
      ...row.pricing,
      guests,
    });
    return toSummary(row, toAvailability([], toRate(stayPrice, row)));
  });
  return { listings, total: page.total };
}

export async function shopHome(deps: Deps, req: ShopRequest): Promise<ShopAnswer> {
  const today = todayOf(deps.clock);
  const stay = req.stayDetails.dateRange;
  assertStayDates(stay, today, 'stayDetails.dateRange');
  const found = await findShopListing(deps.db, req.listingId, stay);
  if (!found) throw notFound('Listing');
  const { listing: row, market, photos, reviews, holds, pricing } = found;
  const guests = pricingGuests(req.stayDetails.guestDetails);
  const reasons = checkStay({ rules: rulesOf(row), holds, stay, guests, today });
  const rate =
    reasons.length === 0
      ? toRate(priceStay({ stay, baseNightlyMinor: row.baseNightlyMinor, ...pricing, guests }), row)
      : undefined;
  return {
    value: {
      listing: {
        listing: toListing(row, market, photos, reviews),
        availability: toAvailability(reasons, rate),
      },
    },
  };
}

export async function listingCalendar(
  deps: Deps,
  req: { listingId: string; dateRange: { from: string; until: string } },
): Promise<{ calendarDays: CalendarDay[] }> {
  const today = todayOf(deps.clock);
  const { from, until } = req.dateRange;
  assertStayDates(req.dateRange, today, 'dateRange', {
    maxNights: MAX_CALENDAR_DAYS,
    earliestDaysBeforeToday: 31,
    withinDateWindow: false,
  });
  const row = await findListing(deps.db, req.listingId);
  if (!row) throw notFound('Listing');
  // One night before `from` decides whether `from` itself can be a checkout morning.
  const holds = await findHolds(deps.db, row.id, addDays(from, -1), until);
  return { calendarDays: calendarDays({ rules: rulesOf(row), holds, from, until, today }) };
}

// The homes line (products/homes) prices, books and describes listings as this module stores them.
export type { ListingRow };

export function listingById(db: DbOrTx, id: string): Promise<ListingRow | undefined> {
  return findListing(db, id);
}

/** What pricing a stay of the listing needs besides the supplier's rates: its rules, holds and pricing inputs. */
export async function stayFactsOf(
  db: DbOrTx,
  listing: ListingRow,
  stay: { from: string; until: string },
): Promise<{ rules: StayRules; holds: Hold[]; pricing: PricingInputs | undefined }> {
  const [holds, inputs] = await Promise.all([
    findHolds(db, listing.id, stay.from, stay.until),
    findPricingInputs(db, [listing]),
  ]);
  return { rules: rulesOf(listing), holds, pricing: inputs.get(listing.id) };
}

/** The listing as the shop shows it (api.md Listing), for a booking's reservation. */
export async function loadListing(db: DbOrTx, row: ListingRow): Promise<Listing> {
  // One after another: inside a transaction the handle is one connection, which runs one query at a time.
  const market = await findMarket(db, row.marketId);
  const photos = await findPhotos(db, [row.id]);
  const reviews = await findReviews(db, row.id);
  return toListing(row, market, photos, reviews);
}
