// The hotel line's facts for corporate policy (spec §5): the hotel's star rating and the nightly price of one
// room (a rate's per-night amount covers every room; caps are per room night, before taxes).
import type { HotelResult } from '@portal/contracts/hotels';
import type { HotelRoomProduct } from '@portal/contracts/hotel-details';
import type { HotelSubject } from '@portal/domain/policy/tier';
import type { PolicyJudge } from '../../modules/policy/policy.service.ts';
import type { StoredHotelQuote } from './hotel-quote.ts';

export function hotelPolicySubject(
  starRating: string,
  perNightAllRooms: number,
  rooms: number,
): HotelSubject {
  return { kind: 'Hotel', starRating, pricePerNight: perNightAllRooms / Math.max(1, rooms) };
}

export function hotelQuotePolicyFacts(quote: Record<string, unknown>): HotelSubject {
  const stored = quote as StoredHotelQuote;
  return hotelPolicySubject(
    stored.lodging.starRating,
    stored.rate.perNightSellRate.fiat.value,
    stored.stay.roomsCount,
  );
}

/** A results card judged by its lead rate (the cheapest: when it is over the cap, every rate is). */
export function withResultPolicy(result: HotelResult, rooms: number, judge: PolicyJudge | null): HotelResult {
  if (!judge) return result;
  const subject = hotelPolicySubject(result.starRating, result.lead.perNightSellRate.fiat.value, rooms);
  return { ...result, policy: judge(subject) };
}

export function withRatePolicy<T extends Pick<HotelRoomProduct, 'perNightSellRate'>>(
  rate: T,
  starRating: string,
  rooms: number,
  judge: PolicyJudge | null,
): T {
  if (!judge) return rate;
  return { ...rate, policy: judge(hotelPolicySubject(starRating, rate.perNightSellRate.fiat.value, rooms)) };
}
