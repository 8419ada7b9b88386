// The hotel line's trips: its bookings with their payments and refunds, for My trips and trip details.
import type { HotelBookedPrice, HotelTrip } from '@portal/contracts/trips';
import type { DbOrTx } from '@portal/db/client';
import { tripTimeState } from '@portal/domain/lifecycles';
import { toFiat } from '@portal/domain/money';
import type { TripSummary } from '../../checkout/product-line.ts';
import { loadTripPayments } from '../../modules/trips/trips.service.ts';
import { findHotelBookings, listHotelSummaries, type HotelBookingRow } from './hotel-bookings.repository.ts';
import { catalogOf, toHotelReservation } from './hotel-reservation.ts';
import { findRoomTypes, type RoomTypeRow } from './hotels-shop.repository.ts';

export async function hotelTripSummaries(db: DbOrTx, userId: string): Promise<TripSummary[]> {
  const rows = await listHotelSummaries(db, userId);
  return rows.map((s) => ({
    id: s.id,
    from: s.fromDate,
    until: s.untilDate,
    status: s.status,
    paidWithOffer: s.paidWithOffer,
  }));
}

/** The trips of these bookings, in the order of `ids`. */
export async function loadHotelTrips(
  db: DbOrTx,
  ids: readonly string[],
  today: string,
): Promise<HotelTrip[]> {
  const rows = await findHotelBookings(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is HotelBookingRow => r !== undefined);
  const [catalog, paymentsOf] = [await catalogOf(db, ordered), await loadTripPayments(db, ids)];
  const roomsOf = await roomTypesOf(db, ordered);
  const trips: HotelTrip[] = [];
  for (const row of ordered) {
    const { hotel, rateName } = catalog.get(row.id)!;
    const reservation = await toHotelReservation(db, row, catalog.get(row.id)!);
    trips.push({
      ...reservation,
      location: {
        line1: hotel.address,
        city: hotel.city,
        state: hotel.region,
        postalCode: hotel.postalCode,
        countryCode: hotel.countryCode,
        coordinates: { lat: hotel.lat, lon: hotel.lon },
      },
      beds: roomsOf.get(row.roomTypeId)?.beds ?? [],
      rateName,
      price: bookedPrice(row.price, reservation),
      tripKind: 'Hotel',
      timeState: tripTimeState({ from: row.checkIn, until: row.checkOut, today, status: row.status }),
      confirmationCode: row.confirmationCode,
      bookedAt: row.createdAt.toISOString(),
      ...paymentsOf(row.id),
      ...(row.cancelledAt ? { cancelledAt: row.cancelledAt.toISOString() } : {}),
    });
  }
  return trips;
}

/** The room types of the bookings' hotels, by id: one read per distinct hotel. */
async function roomTypesOf(db: DbOrTx, rows: readonly HotelBookingRow[]): Promise<Map<string, RoomTypeRow>> {
  const out = new Map<string, RoomTypeRow>();
  // One after another: inside a transaction the handle is one connection.
  for (const lodgingId of new Set(rows.map((r) => r.lodgingId))) {
    for (const room of await findRoomTypes(db, lodgingId)) out.set(room.id, room);
  }
  return out;
}

type Money = { value?: number };
type StoredFee = { kind: HotelBookedPrice['taxes'][number]['kind']; amount?: Money };
/** The parts of the stored quote (HotelsPriceQuote) a trip's price reads; older rows may lack any of them. */
type StoredQuote = {
  rate?: {
    sellRate?: { fiat?: Money };
    perNightBeforeDiscount?: { fiat?: Money };
    complimentaryNightDiscount?: Money;
    taxes?: StoredFee[];
    fees?: StoredFee[];
    dueAtProperty?: StoredFee[];
  };
  agentFee?: Money;
};

const minor = (money: Money | undefined) => Math.round((money?.value ?? 0) * 100);
const feeLines = (fees: StoredFee[] | undefined) =>
  (fees ?? []).map((f) => ({ kind: f.kind, amount: toFiat(minor(f.amount)) }));

/** The price as booked, from the quote stored with the booking; what was charged is the booking's own total. */
function bookedPrice(stored: unknown, reservation: Pick<HotelTrip, 'nights' | 'total' | 'dueAtHotel'>) {
  const quote = (stored ?? {}) as StoredQuote;
  const rate = quote.rate ?? {};
  const price: HotelBookedPrice = {
    nights: reservation.nights,
    perNight: toFiat(minor(rate.perNightBeforeDiscount?.fiat)),
    roomCharges: toFiat(minor(rate.sellRate?.fiat)),
    complimentaryNightDiscount: toFiat(minor(rate.complimentaryNightDiscount)),
    taxes: feeLines(rate.taxes),
    fees: feeLines(rate.fees),
    dueAtProperty: feeLines(rate.dueAtProperty),
    agentFee: toFiat(minor(quote.agentFee)),
    paidNow: reservation.total,
    dueAtHotel: reservation.dueAtHotel,
    tripTotal: toFiat(minor(reservation.total) + minor(reservation.dueAtHotel)),
  };
  return price;
}
