// The hotel line's price of a quote request: the chosen room and rate from the catalog, the supplier's LIVE rate
// for the stay (which may have moved, sold out or stopped being sold since the details page), priced by the
// domain's rate rules and shaped as HotelsPriceQuote.
import type { HotelsQuoteRequest } from '@portal/contracts/hotel-booking';
import type { CheckoutError } from '@portal/contracts/purchase';
import { priceDifference } from '@portal/domain/checkout';
import { eachNight } from '@portal/domain/iso-date';
import { majorToMinor } from '@portal/domain/money';
import { priceRate } from '@portal/domain/hotels/rate-price';
import { cancellationDeadlineMs, isFreeCancellationAt } from '@portal/domain/hotels/rate-cancellation';
import {
  hotelStayViolations,
  hotelViolationMessage,
  HOTEL_VIOLATION_REASONS,
} from '@portal/domain/hotels/stay-violations';
import { UNAVAILABILITY_MESSAGES } from '@portal/domain/availability';
import type { DbOrTx } from '@portal/db/client';
import type { Clock } from '../../deps.ts';
import type { LinePrice, PriceContext } from '../../checkout/product-line.ts';
import { checkoutError } from '../../checkout/purchase-errors.ts';
import { ApiError, notFound } from '../../plugins/errors.ts';
import { localDateIn } from '../../lib/time-zone.ts';
import type { HotelSupply } from '../../providers/supply/hotel-supply.ts';
import type { CfarProvider } from '../../providers/cfar/cfar-provider.ts';
import { cfarVariantFor } from './hotel-refundable-rooms.ts';
import { checkInMsOf, toHotelSummary, toRatePlan, type PricedRate } from './hotel-pricing.ts';
import { assertHotelStay, type CheckedStay } from './hotel-stay-request.ts';
import { buildHotelQuote } from './hotel-quote.ts';
import {
  findHotel,
  findRatePlans,
  findRoomNights,
  findRoomTypes,
  type HotelDetailsRow,
} from './hotels-shop.repository.ts';

export type HotelsRequest = HotelsQuoteRequest;

/** The request's stay and guests checked as the shop checks them (400 with the field and rule otherwise). */
export function checkedStayOf(request: HotelsRequest, today: string): CheckedStay {
  return assertHotelStay(
    {
      fromDate: request.stayDates.from,
      untilDate: request.stayDates.until,
      roomsCount: request.roomsCount,
      adultsCount: request.adultsCount,
      childrenAges: request.childrenAges,
    },
    today,
  );
}

/** The catalog's facts of the chosen room and rate over the stay. */
async function loadChoice(db: DbOrTx, request: HotelsRequest, stay: CheckedStay) {
  const hotel = await findHotel(db, request.lodgingId);
  if (!hotel) throw notFound('Hotel');
  const [roomTypes, plans, nights] = await Promise.all([
    findRoomTypes(db, hotel.id),
    findRatePlans(db, hotel.id),
    findRoomNights(db, hotel.id, stay.from, stay.until),
  ]);
  const room = roomTypes.find((r) => r.id === request.roomId) ?? null;
  const plan = plans.find((p) => p.id === request.rateId && p.roomTypeId === request.roomId) ?? null;
  const byNight = new Map(nights.filter((n) => n.roomTypeId === request.roomId).map((n) => [n.night, n]));
  const stayNights = eachNight(stay.from, stay.until).map((date) => byNight.get(date) ?? null);
  return { hotel, room, plan, stayNights, checkout: byNight.get(stay.until) ?? null };
}

/**
 * Spec §8 stay violations of the chosen room as 400s, before a quote session exists. A sold-out night is not one
 * of them: rooms sell between the details page and the quote, so the quote answers it (SoldOut).
 */
export async function acceptHotels(db: DbOrTx, clock: Clock, request: HotelsRequest, today: string) {
  const stay = checkedStayOf(request, today);
  const { hotel, room, stayNights, checkout } = await loadChoice(db, request, stay);
  if (!room) throw notFound('Room');
  const violations = hotelStayViolations({
    rules: {
      minStayNights: hotel.minStayNights,
      maxStayNights: hotel.maxStayNights,
      maxOccupancyPerRoom: room.maxOccupancy,
      petFriendly: hotel.petFriendly,
      maxPets: hotel.maxPets,
      checkInWeekdays: hotel.checkInWeekdays,
      checkOutWeekdays: hotel.checkOutWeekdays,
      closedToArrival: stayNights[0]?.closedToArrival ? [stay.from] : [],
      closedToDeparture: checkout?.closedToDeparture ? [stay.until] : [],
      blocked: [],
      minBookingWindowDays: hotel.minBookingWindowDays,
    },
    stay,
    rooms: stay.occupancy,
    pets: 0,
    today: localDateIn(hotel.timeZone, clock.now().getTime()),
  });
  if (violations.length > 0) {
    const fields = violations.map((v) => ({
      field: v === 'Occupancy' ? 'request.value.adultsCount' : 'request.value.stayDates',
      message: hotelViolationMessage(v).title,
    }));
    throw new ApiError(400, 40000, fields[0]!.message, { fields, violations });
  }
}

const SOLD_OUT = (hotel: HotelDetailsRow): CheckoutError =>
  checkoutError(
    'NoAvailability',
    'SoldOut',
    `${hotel.name} has no room of this type left for your dates. Please choose another room or dates.`,
  );
const RATE_NOT_AVAILABLE = checkoutError(
  'NoAvailability',
  'RateNotAvailable',
  'This rate is no longer available. Please choose another rate or room.',
);
const CFAR_NOT_AVAILABLE = checkoutError(
  'NoAvailability',
  'RateNotAvailable',
  'Cancel for any reason is no longer available for this rate. Please choose the rate without it or another rate.',
);
/** Same words as the homes line for a blocked stay. */
const BLOCKED = UNAVAILABILITY_MESSAGES[HOTEL_VIOLATION_REASONS.BlockedDates].title;

export async function priceHotels(
  supply: HotelSupply,
  cfar: CfarProvider,
  clock: Clock,
  request: HotelsRequest,
  context: PriceContext,
): Promise<LinePrice> {
  const stay = checkedStayOf(request, context.today);
  const { hotel, room, plan, stayNights } = await loadChoice(context.db, request, stay);
  if (!room || !plan) return { ok: false, errors: [RATE_NOT_AVAILABLE] };
  if (stayNights.some((n) => n === null)) {
    return { ok: false, errors: [checkoutError('NoAvailability', 'BlockedDates', BLOCKED)] };
  }
  const nights = stayNights.map((n) => n!);
  const roomsLeft = Math.max(0, Math.min(...nights.map((n) => n.allotment - n.booked)));
  if (roomsLeft < stay.rooms) return { ok: false, errors: [SOLD_OUT(hotel)] };
  const cached = toRatePlan(
    plan,
    stay,
    nights.map((n) => n.basePriceMinor),
  );
  const now = clock.now();
  const live = await supply.liveRate({
    supplierId: hotel.supplierId,
    lodgingId: hotel.id,
    roomId: room.id,
    rateId: plan.id,
    stay,
    rooms: stay.rooms,
    cachedNightly: cached.nightly,
    inventory: { roomsLeft, allotment: Math.min(...nights.map((n) => n.allotment)) },
    now,
  });
  if (live.kind === 'SoldOut') return { ok: false, errors: [SOLD_OUT(hotel)] };
  if (live.kind === 'RateNotAvailable') return { ok: false, errors: [RATE_NOT_AVAILABLE] };

  const summary = toHotelSummary(hotel);
  const rate = { ...cached, nightly: live.nightly };
  const price = priceRate({ rate, stay, rooms: stay.rooms, hotel: summary });
  if (!price) return { ok: false, errors: [RATE_NOT_AVAILABLE] };
  const checkInMs = checkInMsOf(hotel, stay.from);
  const priced: PricedRate = {
    plan,
    rate,
    price,
    roomName: room.name,
    freeCancellation: isFreeCancellationAt(rate.cancellation, checkInMs, now.getTime()),
    deadlineMs: cancellationDeadlineMs(rate.cancellation, checkInMs),
  };
  // The refundable variant (spec §4): the partner quotes the live price again; its premium is charged now.
  const stayForCfar = { cfar, hotel, checkInMs, rooms: stay.rooms, now };
  const variant = request.refundable ? await cfarVariantFor(stayForCfar, priced) : null;
  if (request.refundable && !variant) return { ok: false, errors: [CFAR_NOT_AVAILABLE] };
  const accounts = await context.accounts;
  const tripTotalMinor = price.tripTotalMinor + (variant?.premiumMinor ?? 0) + context.agentFeeMinor;
  const difference = priceDifference(tripTotalMinor, majorToMinor(request.seenPrice.value));
  return buildHotelQuote({
    hotel,
    room,
    priced,
    variant,
    stay,
    checkInMs,
    agentFeeMinor: context.agentFeeMinor,
    accounts,
    difference,
    orderedProductId: context.orderedProductId,
    expiresAt: context.expiresAt,
  });
}
