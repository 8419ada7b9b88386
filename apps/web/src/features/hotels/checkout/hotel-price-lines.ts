import type { HotelRoomProduct } from '@portal/contracts/hotel-details';
import type { HotelsPriceQuote } from '@portal/contracts/hotel-booking';
import { majorToMinor } from '@portal/domain/money';
import type { PriceLine } from '../../../lib/checkout-product.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Room, 3 nights' or 'Rooms, 3 nights × 2 rooms'. */
export function roomChargesLabel(nights: number, rooms: number): string {
  return rooms === 1
    ? `Room, ${plural(nights, 'night', 'nights')}`
    : `Rooms, ${plural(nights, 'night', 'nights')} × ${rooms} rooms`;
}

const sumMinor = (lines: HotelRoomProduct['taxes']) =>
  lines.reduce((total, line) => total + majorToMinor(line.amount.value), 0);

/**
 * The stay's price lines (the nightly rates before any complimentary night, that night taken off, then taxes and
 * fees, the desk's fees included), adding up to the trip total; from the quote once there is one, else from the
 * rate the details page showed. An agent's fee (spec §9) comes from the quote.
 */
export function hotelPriceLines(
  rate: HotelRoomProduct | null,
  stay: { nights: number; rooms: number },
  quote: HotelsPriceQuote | null,
): PriceLine[] {
  const priced = quote?.rate ?? rate;
  if (!priced) return [];
  const discountMinor = majorToMinor(priced.complimentaryNightDiscount.value);
  const lines: PriceLine[] = [
    {
      label: roomChargesLabel(quote?.nights ?? stay.nights, quote?.stay.roomsCount ?? stay.rooms),
      minor: majorToMinor(priced.sellRate.fiat.value) + discountMinor,
    },
    { label: 'Complimentary night', minor: -discountMinor, credit: true },
    {
      label: 'Taxes and fees',
      minor: sumMinor(priced.taxes) + sumMinor(priced.fees) + sumMinor(priced.dueAtProperty),
    },
  ];
  // A refundable variant's total includes the cancel-for-any-reason premium (spec §4).
  if (priced.premiumPrices)
    lines.push({ label: 'Cancel for any reason', minor: majorToMinor(priced.premiumPrices.fiat.value) });
  if (quote) lines.push({ label: 'Agent service fee', minor: majorToMinor(quote.agentFee.value) });
  return lines.filter((l) => l.minor !== 0);
}

/** What the guest pays at the hotel: the whole stay for a rate paid there, else the desk's own fees. */
export function dueAtHotelLine(
  rate: HotelRoomProduct | null,
  quote: HotelsPriceQuote | null,
): PriceLine | null {
  const minor = quote ? majorToMinor(quote.dueAtHotel.value) : rate ? majorToMinor(rate.payAtHotel.value) : 0;
  return minor > 0 ? { label: 'Due at the hotel', minor } : null;
}
