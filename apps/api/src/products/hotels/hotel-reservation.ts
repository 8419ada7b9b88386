// A hotel booking as the HotelReservation (fulfilment answer, trips) and its confirmation facts: the booking's
// row with its hotel, room type and rate plan, read together for a page of bookings.
import type { HotelReservation } from '@portal/contracts/purchase';
import type { DbOrTx } from '@portal/db/client';
import { diffDays } from '@portal/domain/iso-date';
import { cancellationDeadlineMs, cancellationPolicyText } from '@portal/domain/hotels/rate-cancellation';
import type { HotelBookingState } from '@portal/domain/hotels/enums';
import type { BookingStatus } from '@portal/domain/enums';
import { toFiat } from '@portal/domain/money';
import { paidWithOf } from '../../checkout/paid-with.ts';
import { utcOffsetMinutes } from '../../lib/time-zone.ts';
import { checkInMsOf } from './hotel-pricing.ts';
import { toBookedLodging } from './hotel-quote.ts';
import type { HotelBookingRow } from './hotel-bookings.repository.ts';
import { cfarPolicyText } from './hotel-cfar.ts';
import { findCfarPurchase } from './hotel-cfar.repository.ts';
import { findHotel, findRatePlans, findRoomTypes, type HotelDetailsRow } from './hotels-shop.repository.ts';

type Catalog = { hotel: HotelDetailsRow; roomName: string; rateName: string };

/** The hotel, room and rate of each booking, one read per distinct hotel (a trips page holds a few). */
export async function catalogOf(db: DbOrTx, rows: readonly HotelBookingRow[]): Promise<Map<string, Catalog>> {
  const out = new Map<string, Catalog>();
  // One after another: inside a transaction the handle is one connection.
  for (const lodgingId of new Set(rows.map((r) => r.lodgingId))) {
    const hotel = await findHotel(db, lodgingId);
    if (!hotel) throw new Error(`Hotel ${lodgingId} of a booking is missing`);
    const [rooms, plans] = [await findRoomTypes(db, lodgingId), await findRatePlans(db, lodgingId)];
    for (const row of rows.filter((r) => r.lodgingId === lodgingId)) {
      out.set(row.id, {
        hotel,
        roomName: rooms.find((r) => r.id === row.roomTypeId)?.name ?? 'Room',
        rateName: plans.find((p) => p.id === row.ratePlanId)?.name ?? '',
      });
    }
  }
  return out;
}

/** Spec §4 hotel booking state of a reservation status. */
function bookingStateOf(status: BookingStatus): HotelBookingState {
  if (status === 'Cancelled' || status === 'CancelledWithErrors') return 'Cancelled';
  if (status === 'Confirmed') return 'Confirmed';
  return 'Unknown';
}

type StoredQuote = { dueAtHotel?: { value?: number } };

export async function toHotelReservation(
  db: DbOrTx,
  row: HotelBookingRow,
  catalog: Catalog,
): Promise<HotelReservation> {
  const { hotel } = catalog;
  const checkInMs = checkInMsOf(hotel, row.checkIn);
  const deadlineMs = cancellationDeadlineMs(row.cancellation, checkInMs);
  const offsetMinutes = utcOffsetMinutes(hotel.timeZone, checkInMs);
  const rateText = cancellationPolicyText({
    policy: row.cancellation,
    checkInMs,
    utcOffsetMinutes: offsetMinutes,
  });
  // Cancel for any reason bought with the room comes first: until check-in time it refunds whatever the rate says.
  const cfar = await findCfarPurchase(db, row.id);
  const coverText = cfar
    ? `${cfarPolicyText({ purchase: cfar, paidMinor: row.totalMinor, checkInMs, utcOffsetMinutes: offsetMinutes })} `
    : '';
  return {
    id: { value: row.confirmationCode },
    status: row.status,
    bookingState: bookingStateOf(row.status),
    confirmationState: row.confirmationState,
    supplierConfirmationCode: row.supplierConfirmationCode,
    stayDates: { from: row.checkIn, until: row.checkOut },
    nights: diffDays(row.checkOut, row.checkIn),
    roomsCount: row.rooms,
    adultsCount: row.adults,
    childrenAges: row.childrenAges,
    lodging: toBookedLodging(hotel),
    room: { roomId: row.roomTypeId, name: catalog.roomName },
    rate: {
      rateId: row.ratePlanId,
      mealPlan: plannedMeal(row),
      paymentTiming: row.paymentTiming,
      refundPolicy: row.cancellation.refundPolicy,
    },
    cancellationPolicy: {
      refundPolicy: row.cancellation.refundPolicy,
      deadline: deadlineMs === null ? null : new Date(deadlineMs).toISOString(),
      description: `${coverText}${rateText}`,
    },
    loyaltyNumber: row.loyaltyNumber,
    specialRequests: row.specialRequests,
    total: toFiat(row.totalMinor),
    dueAtHotel: toFiat(Math.round(((row.price as StoredQuote).dueAtHotel?.value ?? 0) * 100)),
    paidWith: await paidWithOf(db, row.id),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The meal plan as quoted (the stored room product), which the booking keeps whatever the plan says today. */
function plannedMeal(row: HotelBookingRow): HotelReservation['rate']['mealPlan'] {
  const stored = row.price as { rate?: { mealPlan?: HotelReservation['rate']['mealPlan'] } };
  return stored.rate?.mealPlan ?? 'RoomOnly';
}
