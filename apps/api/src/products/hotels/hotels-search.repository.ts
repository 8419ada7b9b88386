// Hotel search SQL: the places and hotels autocomplete offers, and the availability of a city's (or a map box's)
// hotels for a stay. Set-based: one statement reads the searched hotels' room nights for the stay only, so a
// search pays for its city, not for the world (hotels_city_idx, hotels_location_idx and the room nights' primary
// key (room_type_id, night) are what it walks).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import type { HotelCollection, MealPlan, PaymentTiming } from '@portal/domain/hotels/enums';
import type { HotelFee, HotelTax, RateCancellationPolicy } from '@portal/domain/hotels/model';

export type CityRow = {
  id: string;
  name: string;
  region: string;
  countryCode: string;
  lat: number;
  lon: number;
  timeZone: string;
};

export type LodgingNameRow = {
  id: string;
  name: string;
  city: string;
  region: string;
  countryCode: string;
  collection: HotelCollection;
  starRating: number;
};

/** A hotel as search and details read it (the columns of `hotels` plus its city's). */
export type HotelRow = {
  id: string;
  name: string;
  chainName: string | null;
  brand: string | null;
  loyaltyProgramCode: string | null;
  collection: HotelCollection;
  starRating: number;
  lat: number;
  lon: number;
  address: string;
  postalCode: string;
  city: string;
  region: string;
  countryCode: string;
  timeZone: string;
  checkInTime: string;
  checkOutTime: string;
  amenities: string[];
  reviewScore: number | null;
  reviewCount: number;
  photos: { url: string; alt: string }[];
  offersComplimentaryNight: boolean;
  supplierId: string;
};

export type RatePlanRow = {
  id: string;
  roomTypeId: string;
  name: string;
  mealPlan: MealPlan;
  paymentTiming: PaymentTiming;
  cancellation: RateCancellationPolicy;
  priceFactorBps: number;
  nightlySupplementMinor: number;
  fees: HotelFee[];
  taxes: HotelTax[];
};

/** A room type that can take the stay: a price for every night, rooms enough every night, room for the guests. */
export type AvailableRoomRow = {
  id: string;
  lodgingId: string;
  name: string;
  /** The room night base prices of the stay, in night order. */
  basePrices: number[];
  /** Free rooms on the stay's tightest night. */
  roomsLeft: number;
  rates: RatePlanRow[];
};

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Drivers may hand numerics back as strings and json as text; every row goes through these. */
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** LIKE with the user's text taken literally. */
export const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findAllCities(db: DbOrTx): Promise<CityRow[]> {
  const result = await db.execute(sql`
    select id, name, region, country_code as "countryCode", lat, lon, time_zone as "timeZone"
    from hotel_cities order by name, region`);
  return rowsOf<CityRow>(result).map((r) => ({ ...r, lat: num(r.lat), lon: num(r.lon) }));
}

/** Hotels whose name starts with, or has a word starting with, the text; name-prefix matches first. */
export async function findLodgingsByName(db: DbOrTx, text: string, limit: number): Promise<LodgingNameRow[]> {
  const needle = likePattern(text.toLowerCase());
  const result = await db.execute(sql`
    select h.id, h.name, c.name as city, c.region, c.country_code as "countryCode", h.collection,
      h.star_rating as "starRating"
    from hotels h join hotel_cities c on c.id = h.city_id
    where lower(h.name) like ${`${needle}%`} or lower(h.name) like ${`% ${needle}%`}
    order by (lower(h.name) like ${`${needle}%`}) desc, h.review_count desc, h.name, h.id
    limit ${limit}`);
  return rowsOf<LodgingNameRow>(result).map((r) => ({ ...r, starRating: num(r.starRating) }));
}

/** The hotel columns both queries read; search cards need only the first photo, details the whole gallery. */
export function hotelColumns(photos: 'all' | 'first'): SQL {
  const gallery =
    photos === 'all'
      ? sql`h.photos`
      : sql`case when jsonb_array_length(h.photos) > 0 then jsonb_build_array(h.photos -> 0) else '[]'::jsonb end`;
  return sql`h.id, h.name, h.chain_name as "chainName", h.brand,
  h.loyalty_program_code as "loyaltyProgramCode", h.collection, h.star_rating as "starRating", h.lat, h.lon,
  h.address, h.postal_code as "postalCode", c.name as city, c.region, c.country_code as "countryCode",
  c.time_zone as "timeZone", h.check_in_time as "checkInTime", h.check_out_time as "checkOutTime", h.amenities,
  h.review_score as "reviewScore", h.review_count as "reviewCount", ${gallery} as photos,
  h.offers_complimentary_night as "offersComplimentaryNight", h.supplier_id as "supplierId"`;
}

export function toHotelRow(r: Record<string, unknown>): HotelRow {
  return {
    ...(r as HotelRow),
    starRating: num(r.starRating),
    lat: num(r.lat),
    lon: num(r.lon),
    reviewScore: r.reviewScore === null ? null : num(r.reviewScore),
    reviewCount: num(r.reviewCount),
    photos: json<HotelRow['photos']>(r.photos),
  };
}

/** Where to search: one city, one hotel, or a map box (longitude west to east, latitude south to north). */
export type SearchScope =
  | { kind: 'City'; cityId: string }
  | { kind: 'Lodging'; lodgingId: string }
  | { kind: 'Box'; south: number; west: number; north: number; east: number };

/** The stay as the query compares it; the guests per room already spread by the domain's splitIntoRooms. */
export type AvailabilityCriteria = {
  scope: SearchScope;
  from: string;
  until: string;
  nights: number;
  checkInWeekday: number;
  checkOutWeekday: number;
  /** Days from the hotels' today to check-in (the UTC date; a hotel's own is within a day of it). */
  daysAhead: number;
  rooms: number;
  /** People in the fullest room. */
  peoplePerRoom: number;
};

function scopeFilter(scope: SearchScope): SQL {
  switch (scope.kind) {
    case 'City':
      return sql`h.city_id = ${scope.cityId}`;
    case 'Lodging':
      return sql`h.id = ${scope.lodgingId}`;
    case 'Box':
      // The form hotels_location_idx indexes.
      return sql`point(h.lon, h.lat) <@ box(point(${scope.west}, ${scope.south}), point(${scope.east}, ${scope.north}))`;
  }
}

/**
 * The hotels in scope whose stay rules take the stay, each with the room types that have a room night for every
 * night, at least `rooms` free rooms each night, room for the fullest room's guests, no closed-to-arrival first
 * night and no closed-to-departure checkout date; each room type with its rate plans.
 */
export function availabilityQuery(c: AvailabilityCriteria): SQL {
  return sql`
    with h as materialized (
      select ${hotelColumns('first')}
      from hotels h join hotel_cities c on c.id = h.city_id
      where ${scopeFilter(c.scope)}
        and h.min_stay_nights <= ${c.nights}
        and (h.max_stay_nights is null or h.max_stay_nights >= ${c.nights})
        and (h.check_in_weekdays is null or ${c.checkInWeekday}::int = any(h.check_in_weekdays))
        and (h.check_out_weekdays is null or ${c.checkOutWeekday}::int = any(h.check_out_weekdays))
        and h.min_booking_window_days <= ${c.daysAhead}
    ),
    rt as materialized (
      select r.id, r.lodging_id, r.name
      from hotel_room_types r
      where r.lodging_id in (select id from h) and r.max_occupancy >= ${c.peoplePerRoom}
    ),
    avail as materialized (
      select rt.id, rt.lodging_id, rt.name,
        array_agg(n.base_price_minor order by n.night) filter (where n.night < ${c.until}::date) as base_prices,
        min(n.allotment - n.booked) filter (where n.night < ${c.until}::date) as rooms_left
      from rt join hotel_room_nights n
        on n.room_type_id = rt.id and n.night >= ${c.from}::date and n.night <= ${c.until}::date
      group by rt.id, rt.lodging_id, rt.name
      having count(*) filter (where n.night < ${c.until}::date) = ${c.nights}
        and min(n.allotment - n.booked) filter (where n.night < ${c.until}::date) >= ${c.rooms}
        and not coalesce(bool_or(n.closed_to_arrival) filter (where n.night = ${c.from}::date), false)
        and not coalesce(bool_or(n.closed_to_departure) filter (where n.night = ${c.until}::date), false)
    )
    select 'room' as row_kind, a.id, a.lodging_id as "lodgingId", a.name, a.base_prices as "basePrices",
      a.rooms_left as "roomsLeft",
      coalesce((
        select jsonb_agg(jsonb_build_object('id', p.id, 'roomTypeId', p.room_type_id, 'name', p.name,
          'mealPlan', p.meal_plan, 'paymentTiming', p.payment_timing, 'cancellation', p.cancellation,
          'priceFactorBps', p.price_factor_bps, 'nightlySupplementMinor', p.nightly_supplement_minor,
          'fees', p.fees, 'taxes', p.taxes) order by p.id)
        from hotel_rate_plans p where p.room_type_id = a.id
      ), '[]'::jsonb) as rates,
      null::json as hotel
    from avail a
    union all
    select 'hotel', h.id, null, null, null, null, null, row_to_json(h)
    from h where h.id in (select lodging_id from avail)`;
}

/** Runs availabilityQuery (exported apart so the benchmark can EXPLAIN ANALYZE exactly what the API runs). */
export async function findAvailableHotels(
  db: DbOrTx,
  c: AvailabilityCriteria,
): Promise<{ hotels: HotelRow[]; rooms: AvailableRoomRow[] }> {
  const result = await db.execute(availabilityQuery(c));
  const hotels: HotelRow[] = [];
  const rooms: AvailableRoomRow[] = [];
  for (const r of rowsOf<Record<string, unknown>>(result)) {
    if (r.row_kind === 'hotel') {
      hotels.push(toHotelRow(json<Record<string, unknown>>(r.hotel)));
      continue;
    }
    rooms.push({
      id: r.id as string,
      lodgingId: r.lodgingId as string,
      name: r.name as string,
      basePrices: json<unknown[]>(r.basePrices).map(num),
      roomsLeft: num(r.roomsLeft),
      rates: json<RatePlanRow[]>(r.rates).filter((rate) => rate !== null),
    });
  }
  return { hotels, rooms };
}
