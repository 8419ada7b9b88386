// Hotel autocomplete and availability search: load the searched hotels' rooms for the stay (one statement),
// price every rate with the domain, then filter, count facets, sort and page with the domain's rules.
import type { PlaceSuggestion } from '@portal/contracts/listings';
import type {
  HotelAvailabilityAnswer,
  HotelAvailabilityRequest,
  LodgingAutocompleteAnswer,
  LodgingSuggestion,
} from '@portal/contracts/hotels';
import { diffDays, weekday } from '@portal/domain/iso-date';
import { majorToMinor, minorToMajor } from '@portal/domain/money';
import { greatCircleKm } from '@portal/domain/hotels/distance';
import type { HotelSummary, LatLon } from '@portal/domain/hotels/model';
import {
  filterHotels,
  type HotelFilters,
  type HotelSearchResult,
  type FilteredHotel,
} from '@portal/domain/hotels/search-filters';
import { sortHotels } from '@portal/domain/hotels/search-sort';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../plugins/errors.ts';
import { todayOf } from '../../lib/today.ts';
import { facetCounts } from './hotel-facets.ts';
import { checkInMsOf, pricePlan, toHotelSummary, toOffer, type PricedRate } from './hotel-pricing.ts';
import { assertHotelStay, type CheckedStay } from './hotel-stay-request.ts';
import { toHotelResult, toLodgingSuggestion } from './hotels-mapping.ts';
import {
  findAllCities,
  findAvailableHotels,
  findLodgingsByName,
  type CityRow,
  type HotelRow,
  type SearchScope,
} from './hotels-search.repository.ts';
import { findHotel } from './hotels-shop.repository.ts';
import { hotelPolicySubject, withResultPolicy } from './hotel-policy.ts';
import type { PolicyJudge } from '../../modules/policy/policy.service.ts';
import { cityOfTerm, matchCities, placeTerm } from './place-match.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const MAX_PLACES = 6;
const MAX_LODGINGS = 5;

const toPlaceSuggestion = (city: CityRow): PlaceSuggestion => ({
  kind: 'Place',
  term: placeTerm(city),
  city: city.name,
  state: city.region,
});

/** Places (hotel cities, typos forgiven) first, then hotels by name. */
export async function suggestLodging(deps: Deps, query: string): Promise<LodgingAutocompleteAnswer> {
  const [cities, lodgings] = await Promise.all([
    findAllCities(deps.db),
    findLodgingsByName(deps.db, query, MAX_LODGINGS),
  ]);
  const places = matchCities(cities, query, MAX_PLACES).map(toPlaceSuggestion);
  const hotels: LodgingSuggestion[] = lodgings.map(toLodgingSuggestion);
  return { suggestions: [...places, ...hotels] };
}

function toFilters(f: HotelAvailabilityRequest['filters']): HotelFilters {
  const minor = (value: number | null | undefined) => (value == null ? null : majorToMinor(value));
  return {
    minPricePerNightMinor: minor(f.minPricePerNight),
    maxPricePerNightMinor: minor(f.maxPricePerNight),
    minStarRating: f.minStarRating ?? null,
    minGuestRating: f.minGuestRating ?? null,
    freeCancellation: f.freeCancellation ?? false,
    mealPlans: f.mealPlans ?? [],
    chainsOrPrograms: f.chainsOrPrograms ?? [],
    amenities: f.amenities ?? [],
    collections: f.collections ?? [],
  };
}

type Scoped = { scope: SearchScope; place: CityRow | null };

async function resolveScope(deps: Deps, req: HotelAvailabilityRequest): Promise<Scoped | null> {
  const selection = req.lodgingSelection;
  if (selection.kind === 'Lodging')
    return { scope: { kind: 'Lodging', lodgingId: selection.lodgingId }, place: null };
  const place = cityOfTerm(await findAllCities(deps.db), selection.searchTerm);
  if (req.bounds) return { scope: { kind: 'Box', ...req.bounds }, place };
  return place ? { scope: { kind: 'City', cityId: place.id }, place } : null;
}

function emptyAnswer(stay: CheckedStay): HotelAvailabilityAnswer {
  return {
    place: null,
    nights: stay.nights,
    lodgings: [],
    facets: facetCounts([], {}, []),
    total: 0,
    totalUnfiltered: 0,
  };
}

/** Every hotel that can take the stay, each with all its priced rates (and the rows they came from). */
async function pricedHotels(deps: Deps, scope: SearchScope, stay: CheckedStay) {
  const today = todayOf(deps.clock);
  const { hotels, rooms } = await findAvailableHotels(deps.db, {
    scope,
    from: stay.from,
    until: stay.until,
    nights: stay.nights,
    checkInWeekday: weekday(stay.from),
    checkOutWeekday: weekday(stay.until),
    daysAhead: diffDays(stay.from, today),
    rooms: stay.rooms,
    peoplePerRoom: stay.peoplePerRoom,
  });
  const nowMs = deps.clock.now().getTime();
  const byHotel = new Map<string, { row: HotelRow; hotel: HotelSummary; rates: PricedRate[] }>();
  for (const row of hotels) byHotel.set(row.id, { row, hotel: toHotelSummary(row), rates: [] });
  for (const room of rooms) {
    const entry = byHotel.get(room.lodgingId);
    if (!entry) continue;
    const checkInMs = checkInMsOf(entry.row, stay.from);
    for (const plan of room.rates) {
      const priced = pricePlan({
        plan,
        roomName: room.name,
        basePrices: room.basePrices,
        stay,
        rooms: stay.rooms,
        hotel: entry.hotel,
        checkInMs,
        nowMs,
      });
      if (priced) entry.rates.push(priced);
    }
  }
  return [...byHotel.values()].filter((entry) => entry.rates.length > 0);
}

/**
 * `judge`: the traveler's restrictive policy (spec §5), when they have one: each card carries its evaluation and
 * the "In policy" filter keeps the hotels whose lead rate is in policy.
 */
export async function searchHotels(
  deps: Deps,
  req: HotelAvailabilityRequest,
  judge: PolicyJudge | null = null,
): Promise<HotelAvailabilityAnswer> {
  const stay = assertHotelStay(req, todayOf(deps.clock));
  const scoped = await resolveScope(deps, req);
  if (scoped === null) return emptyAnswer(stay);
  const entries = await pricedHotels(deps, scoped.scope, stay);
  if (scoped.scope.kind === 'Lodging' && entries.length === 0) {
    // A search for one hotel that has no room answers an empty list; one for a hotel that does not exist, 404.
    if (!(await findHotel(deps.db, scoped.scope.lodgingId))) throw notFound('Hotel');
  }

  const results: HotelSearchResult[] = entries.map((e) => ({ hotel: e.hotel, offers: e.rates.map(toOffer) }));
  const filters = toFilters(req.filters);
  const inPolicy = (f: FilteredHotel) =>
    !judge ||
    judge(hotelPolicySubject(f.hotel.starRating, minorToMajor(f.lead.perNightSellRateMinor), stay.rooms))
      .inPolicy;
  const matching = filterHotels(results, filters);
  // The lead is the cheapest rate that passes the other filters: when it is over the cap, every rate is.
  const filtered = req.filters.inPolicy === true ? matching.filter(inPolicy) : matching;
  const center: LatLon | null =
    req.center ??
    (scoped.place ? { lat: scoped.place.lat, lon: scoped.place.lon } : null) ??
    (req.bounds
      ? { lat: (req.bounds.south + req.bounds.north) / 2, lon: (req.bounds.west + req.bounds.east) / 2 }
      : null);
  const sorted = sortHotels(filtered, req.sortOrder, scoped.scope.kind === 'Lodging' ? null : center);
  const page = sorted.slice(req.page.offset, req.page.offset + req.page.limit);
  const byId = new Map(entries.map((e) => [e.row.id, e]));

  return {
    place: scoped.place && {
      term: placeTerm(scoped.place),
      city: scoped.place.name,
      state: scoped.place.region,
      countryCode: scoped.place.countryCode,
      coordinates: { lat: scoped.place.lat, lon: scoped.place.lon },
    },
    nights: stay.nights,
    lodgings: page.map((f) => {
      const entry = byId.get(f.hotel.lodgingId)!;
      const lead = entry.rates.find((r) => r.rate.rateId === f.lead.rateId)!;
      const distance =
        center && scoped.scope.kind !== 'Lodging' ? greatCircleKm(center, f.hotel.coordinates) : null;
      return withResultPolicy(toHotelResult(entry.row, entry.hotel, lead, distance), stay.rooms, judge);
    }),
    facets: facetCounts(results, filters, filtered),
    total: filtered.length,
    totalUnfiltered: results.length,
  };
}
