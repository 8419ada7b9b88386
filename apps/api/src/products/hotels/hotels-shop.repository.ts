// The hotel details page's SQL: one hotel with its stay rules, its room types and rate plans, and its room
// nights of one stay (plus the checkout date, for its closed-to-departure flag).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db/client';
import type { BedType } from '@portal/domain/hotels/enums';
import { hotelColumns, toHotelRow, type HotelRow, type RatePlanRow } from './hotels-search.repository.ts';

export type HotelDetailsRow = HotelRow & {
  description: string;
  petsPolicy: string;
  petFriendly: boolean;
  maxPets: number;
  minStayNights: number;
  maxStayNights: number | null;
  checkInWeekdays: number[] | null;
  checkOutWeekdays: number[] | null;
  minBookingWindowDays: number;
  perks: string[];
};

export type RoomTypeRow = {
  id: string;
  name: string;
  beds: { type: BedType; count: number }[];
  sizeM2: number;
  maxOccupancy: number;
  amenities: string[];
  photos: { url: string; alt: string }[];
};

export type RoomNightRow = {
  roomTypeId: string;
  night: string;
  allotment: number;
  booked: number;
  basePriceMinor: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
};

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
/** A date column as YYYY-MM-DD whichever way the driver hands it back. */
const isoDate = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export async function findHotel(db: DbOrTx, lodgingId: string): Promise<HotelDetailsRow | null> {
  const result = await db.execute(sql`
    select ${hotelColumns('all')}, h.description, h.pets_policy as "petsPolicy", h.pet_friendly as "petFriendly",
      h.max_pets as "maxPets", h.min_stay_nights as "minStayNights", h.max_stay_nights as "maxStayNights",
      h.check_in_weekdays as "checkInWeekdays", h.check_out_weekdays as "checkOutWeekdays",
      h.min_booking_window_days as "minBookingWindowDays", h.perks
    from hotels h join hotel_cities c on c.id = h.city_id
    where h.id = ${lodgingId}`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return null;
  return {
    ...(row as HotelDetailsRow),
    ...toHotelRow(row),
    maxPets: num(row.maxPets),
    minStayNights: num(row.minStayNights),
    maxStayNights: row.maxStayNights === null ? null : num(row.maxStayNights),
    minBookingWindowDays: num(row.minBookingWindowDays),
  };
}

export async function findRoomTypes(db: DbOrTx, lodgingId: string): Promise<RoomTypeRow[]> {
  const result = await db.execute(sql`
    select id, name, beds, size_m2 as "sizeM2", max_occupancy as "maxOccupancy", amenities, photos
    from hotel_room_types where lodging_id = ${lodgingId} order by id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    ...(r as RoomTypeRow),
    beds: json<RoomTypeRow['beds']>(r.beds),
    photos: json<RoomTypeRow['photos']>(r.photos),
    sizeM2: num(r.sizeM2),
    maxOccupancy: num(r.maxOccupancy),
  }));
}

export async function findRatePlans(db: DbOrTx, lodgingId: string): Promise<RatePlanRow[]> {
  const result = await db.execute(sql`
    select p.id, p.room_type_id as "roomTypeId", p.name, p.meal_plan as "mealPlan",
      p.payment_timing as "paymentTiming", p.cancellation, p.price_factor_bps as "priceFactorBps",
      p.nightly_supplement_minor as "nightlySupplementMinor", p.fees, p.taxes
    from hotel_rate_plans p join hotel_room_types r on r.id = p.room_type_id
    where r.lodging_id = ${lodgingId} order by p.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    ...(r as RatePlanRow),
    cancellation: json<RatePlanRow['cancellation']>(r.cancellation),
    fees: json<RatePlanRow['fees']>(r.fees),
    taxes: json<RatePlanRow['taxes']>(r.taxes),
    priceFactorBps: num(r.priceFactorBps),
    nightlySupplementMinor: num(r.nightlySupplementMinor),
  }));
}

/** Room nights of every room type of the hotel from `from` to `until`, both included, in night order. */
export async function findRoomNights(
  db: DbOrTx,
  lodgingId: string,
  from: string,
  until: string,
): Promise<RoomNightRow[]> {
  const result = await db.execute(sql`
    select n.room_type_id as "roomTypeId", n.night, n.allotment, n.booked,
      n.base_price_minor as "basePriceMinor", n.closed_to_arrival as "closedToArrival",
      n.closed_to_departure as "closedToDeparture"
    from hotel_room_nights n join hotel_room_types r on r.id = n.room_type_id
    where r.lodging_id = ${lodgingId} and n.night >= ${from}::date and n.night <= ${until}::date
    order by n.room_type_id, n.night`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    roomTypeId: r.roomTypeId as string,
    night: isoDate(r.night),
    allotment: num(r.allotment),
    booked: num(r.booked),
    basePriceMinor: num(r.basePriceMinor),
    closedToArrival: Boolean(r.closedToArrival),
    closedToDeparture: Boolean(r.closedToDeparture),
  }));
}
