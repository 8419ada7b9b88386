// The hotel details page: the hotel, whether it takes the stay (spec §8 stay violations), and each room type with
// its rate plans priced side by side for the stay and rooms asked.
import type { HotelRoom, HotelShopAnswer, HotelShopRequest } from '@portal/contracts/hotel-details';
import { addDays, eachNight } from '@portal/domain/iso-date';
import type { Hold } from '@portal/domain/availability';
import {
  complimentaryNightApplies,
  complimentaryNightIndexes,
  offersComplimentaryNight,
} from '@portal/domain/hotels/complimentary-night';
import { COMPLIMENTARY_NIGHT_TERMS_PATH } from '@portal/domain/hotels/constants';
import { REVIEWS_SHOWN_EXPANDED } from '@portal/domain/reviews';
import { cancellationPolicyText } from '@portal/domain/hotels/rate-cancellation';
import type { RefundableRoomsSettings } from '@portal/domain/hotels/refundable-variants';
import {
  hotelStayViolations,
  hotelViolationMessage,
  hotelViolationPrompt,
  type HotelStayRules,
} from '@portal/domain/hotels/stay-violations';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../plugins/errors.ts';
import { localDateIn, utcOffsetMinutes } from '../../lib/time-zone.ts';
import { todayOf } from '../../lib/today.ts';
import { checkInMsOf, pricePlan, toHotelSummary, type PricedRate } from './hotel-pricing.ts';
import { assertHotelStay, type CheckedStay } from './hotel-stay-request.ts';
import { toAddress, toGuestRating, toHotelReview } from './hotels-mapping.ts';
import { roomRatesWithVariants } from './hotel-refundable-rooms.ts';
import { withRatePolicy } from './hotel-policy.ts';
import type { PolicyJudge } from '../../modules/policy/policy.service.ts';
import {
  findHotel,
  findHotelReviews,
  findRatePlans,
  findRoomNights,
  findRoomTypes,
  type HotelDetailsRow,
  type RoomNightRow,
  type RoomTypeRow,
} from './hotels-shop.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'> & { providers: Pick<AppDeps['providers'], 'cfar'> };

/** A room type's inventory over the stay: its nights in order (null when one is missing) and the fewest free. */
function stayInventory(nights: readonly RoomNightRow[], stay: CheckedStay) {
  const byNight = new Map(nights.map((n) => [n.night, n]));
  const stayNights = eachNight(stay.from, stay.until).map((date) => byNight.get(date) ?? null);
  const complete = stayNights.every((n) => n !== null);
  const roomsLeft = complete ? Math.min(...stayNights.map((n) => n!.allotment - n!.booked)) : 0;
  return {
    stayNights,
    complete,
    roomsLeft: Math.max(0, roomsLeft),
    checkout: byNight.get(stay.until) ?? null,
  };
}

/**
 * The hotel's stay rules for this stay. Arrival or departure is closed when every room type closes it; a night
 * is blocked (BlockedDates) when no room type has `rooms` free rooms on it.
 */
function stayRules(
  hotel: HotelDetailsRow,
  roomTypes: readonly RoomTypeRow[],
  nightsByRoom: ReadonlyMap<string, RoomNightRow[]>,
  stay: CheckedStay,
): HotelStayRules {
  const all = [...nightsByRoom.values()].flat();
  const everyRoomCloses = (date: string, flag: 'closedToArrival' | 'closedToDeparture') => {
    const rows = all.filter((n) => n.night === date);
    return rows.length > 0 && rows.every((n) => n[flag]);
  };
  const blocked: Hold[] = eachNight(stay.from, stay.until)
    .filter((date) => !all.some((n) => n.night === date && n.allotment - n.booked >= stay.rooms))
    .map((date) => ({ from: date, until: addDays(date, 1) }));
  return {
    minStayNights: hotel.minStayNights,
    maxStayNights: hotel.maxStayNights,
    maxOccupancyPerRoom: Math.max(0, ...roomTypes.map((r) => r.maxOccupancy)),
    petFriendly: hotel.petFriendly,
    maxPets: hotel.maxPets,
    checkInWeekdays: hotel.checkInWeekdays,
    checkOutWeekdays: hotel.checkOutWeekdays,
    closedToArrival: everyRoomCloses(stay.from, 'closedToArrival') ? [stay.from] : [],
    closedToDeparture: everyRoomCloses(stay.until, 'closedToDeparture') ? [stay.until] : [],
    blocked,
    minBookingWindowDays: hotel.minBookingWindowDays,
  };
}

/** Without refundable variants: a caller that does not know the user's experiments. */
const NO_VARIANTS: RefundableRoomsSettings = { enabled: false, model: 'Older', policyScenarioEnabled: false };

export async function shopHotel(
  deps: Deps,
  req: HotelShopRequest,
  refundableRooms: RefundableRoomsSettings = NO_VARIANTS,
  /** The traveler's restrictive policy (spec §5): each rate then carries its evaluation. */
  judge: PolicyJudge | null = null,
): Promise<HotelShopAnswer> {
  const stay = assertHotelStay(req, todayOf(deps.clock));
  const hotel = await findHotel(deps.db, req.lodgingId);
  if (!hotel) throw notFound('Hotel');
  const [roomTypes, plans, nights, reviews] = await Promise.all([
    findRoomTypes(deps.db, hotel.id),
    findRatePlans(deps.db, hotel.id),
    findRoomNights(deps.db, hotel.id, stay.from, stay.until),
    findHotelReviews(deps.db, hotel.id, REVIEWS_SHOWN_EXPANDED),
  ]);
  const nightsByRoom = new Map<string, RoomNightRow[]>(roomTypes.map((r) => [r.id, []]));
  for (const night of nights) nightsByRoom.get(night.roomTypeId)?.push(night);

  const nowMs = deps.clock.now().getTime();
  const summary = toHotelSummary(hotel);
  const violations = hotelStayViolations({
    rules: stayRules(hotel, roomTypes, nightsByRoom, stay),
    stay,
    rooms: stay.occupancy,
    pets: 0,
    today: localDateIn(hotel.timeZone, nowMs),
  });
  const checkInMs = checkInMsOf(hotel, stay.from);
  const offsetAtCheckIn = utcOffsetMinutes(hotel.timeZone, checkInMs);

  const shopped = roomTypes.map((room) => {
    const inventory = stayInventory(nightsByRoom.get(room.id) ?? [], stay);
    const fits = room.maxOccupancy >= stay.peoplePerRoom;
    const open =
      inventory.complete &&
      !inventory.stayNights[0]!.closedToArrival &&
      !(inventory.checkout?.closedToDeparture ?? false);
    const bookable = violations.length === 0 && fits && open && inventory.roomsLeft >= stay.rooms;
    const priced: PricedRate[] = bookable
      ? plans
          .filter((p) => p.roomTypeId === room.id)
          .flatMap((plan) => {
            const basePrices = inventory.stayNights.map((n) => n!.basePriceMinor);
            const rate = pricePlan({
              plan,
              roomName: room.name,
              basePrices,
              stay,
              rooms: stay.rooms,
              hotel: summary,
              checkInMs,
              nowMs,
            });
            return rate ? [rate] : [];
          })
          .sort((a, b) => a.price.tripTotalMinor - b.price.tripTotalMinor || (a.plan.id < b.plan.id ? -1 : 1))
      : [];
    const available = bookable && priced.length > 0;
    const answer: Omit<HotelRoom, 'rates'> = {
      roomId: room.id,
      name: room.name,
      beds: room.beds,
      sizeSquareMeters: room.sizeM2,
      maxOccupancy: room.maxOccupancy,
      amenities: room.amenities,
      media: room.photos,
      roomsLeft: inventory.roomsLeft,
      available,
      unavailableReason: available
        ? null
        : !fits
          ? 'Occupancy'
          : inventory.roomsLeft < stay.rooms || !open
            ? 'SoldOut'
            : violations.length > 0
              ? null
              : 'NoRate',
    };
    return { answer, priced };
  });
  const policyText = (p: PricedRate) =>
    cancellationPolicyText({ policy: p.rate.cancellation, checkInMs, utcOffsetMinutes: offsetAtCheckIn });
  const ratesByRoom = await roomRatesWithVariants(
    { cfar: deps.providers.cfar, hotel, checkInMs, rooms: stay.rooms, now: deps.clock.now() },
    refundableRooms,
    new Map(shopped.map((r) => [r.answer.roomId, r.priced])),
    policyText,
  );
  const rooms: HotelRoom[] = shopped.map((r) => ({
    ...r.answer,
    rates: (ratesByRoom.get(r.answer.roomId)?.rates ?? []).map((rate) =>
      withRatePolicy(rate, summary.starRating, stay.rooms, judge),
    ),
    policyScenario: ratesByRoom.get(r.answer.roomId)?.policyScenario ?? 'Other',
  }));
  // Bookable rooms first, cheapest first; sold-out ones stay listed so the guest sees what the hotel has.
  const cheapest = (r: HotelRoom) => r.rates[0]?.tripTotal.fiat.value ?? Number.POSITIVE_INFINITY;
  rooms.sort((a, b) => Number(b.available) - Number(a.available) || cheapest(a) - cheapest(b));

  const anyRoom = rooms.some((r) => r.available);
  const offered = offersComplimentaryNight(summary);
  const applies = complimentaryNightApplies(summary, stay.nights);
  return {
    lodging: {
      lodgingId: hotel.id,
      name: hotel.name,
      description: hotel.description || null,
      starRating: summary.starRating,
      userRating: toGuestRating(summary),
      collection: hotel.collection,
      chainName: hotel.chainName,
      brand: hotel.brand,
      loyaltyProgramCode: hotel.loyaltyProgramCode,
      location: {
        address: toAddress(hotel),
        coordinates: { lat: hotel.lat, lon: hotel.lon },
        timeZone: hotel.timeZone,
      },
      media: hotel.photos,
      amenities: hotel.amenities,
      policies: {
        checkInTime: hotel.checkInTime,
        checkOutTime: hotel.checkOutTime,
        petFriendly: hotel.petFriendly,
        petsPolicy: hotel.petsPolicy || null,
      },
      // The rating and its count come from the hotel row; the items are its newest reviews, one expanded page.
      reviews: { rating: toGuestRating(summary), items: reviews.map(toHotelReview) },
      perks: hotel.collection === 'NoCollection' ? [] : hotel.perks,
      complimentaryNight: {
        offered,
        applies,
        freeNights: applies ? complimentaryNightIndexes(stay.nights).length : 0,
        termsPath: COMPLIMENTARY_NIGHT_TERMS_PATH,
      },
    },
    stay: { fromDate: stay.from, untilDate: stay.until, nights: stay.nights, roomsCount: stay.rooms },
    availability: {
      result: violations.length === 0 && anyRoom ? 'Available' : 'Unavailable',
      violations: violations.map((violation) => ({
        violation,
        ...hotelViolationMessage(violation),
        prompt: hotelViolationPrompt(violation),
      })),
    },
    rooms,
  };
}
