import type { HotelTrip } from '@portal/contracts/trips';
import { feeLabel } from '../../../lib/fee-labels.ts';
import { LineList, type Line } from '../details/price-lines.tsx';
import { tripMoney } from '../trip-text.ts';
import { paysAtHotel } from './hotel-trip-text.ts';

const usd = (trip: HotelTrip, value: number) => ({ ...trip.price.tripTotal, value });
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The hotel stay's price as booked: room charges per night, a complimentary night, taxes and fees, the fees paid
 * at the desk, the agent fee and the trip total; then when each part is paid (now, or at the hotel).
 */
export function hotelPriceLines(trip: HotelTrip): Line[] {
  const { price } = trip;
  const nights = `${price.nights} ${price.nights === 1 ? 'night' : 'nights'}`;
  const rooms = trip.roomsCount > 1 ? `, ${trip.roomsCount} rooms` : '';
  const beforeDiscount = round2(price.roomCharges.value + price.complimentaryNightDiscount.value);
  const lines: Line[] = [
    {
      label: `${tripMoney(price.perNight)} x ${nights}${rooms}`,
      value: tripMoney(usd(trip, beforeDiscount)),
    },
  ];
  if (price.complimentaryNightDiscount.value > 0) {
    lines.push({
      label: 'Complimentary night',
      value: `-${tripMoney(price.complimentaryNightDiscount)}`,
      tone: 'discount',
    });
  }
  for (const t of price.taxes) lines.push({ label: feeLabel(t.kind), value: tripMoney(t.amount) });
  for (const f of price.fees) lines.push({ label: feeLabel(f.kind), value: tripMoney(f.amount) });
  for (const f of price.dueAtProperty) {
    lines.push({ label: feeLabel(f.kind), detail: 'Paid at the hotel', value: tripMoney(f.amount) });
  }
  if (price.agentFee.value > 0) lines.push({ label: 'Agent fee', value: tripMoney(price.agentFee) });
  lines.push({ label: 'Trip total', value: tripMoney(price.tripTotal), tone: 'total' });
  return lines;
}

/** What the booking charged and what the guest pays at the desk. */
export function whenPaidLines(trip: HotelTrip): Line[] {
  const lines: Line[] = [
    {
      label: 'Paid now',
      detail:
        paysAtHotel(trip) && trip.price.paidNow.value === 0
          ? 'Nothing is charged now: your card guarantees the room'
          : undefined,
      value: tripMoney(trip.price.paidNow),
    },
  ];
  // A pay-now stay with nothing left for the desk says only what it charged.
  if (paysAtHotel(trip) || trip.price.dueAtHotel.value > 0) {
    lines.push({ label: 'Due at the hotel', value: tripMoney(trip.price.dueAtHotel) });
  }
  return lines;
}

export function HotelPriceBreakdown({ trip }: { trip: HotelTrip }) {
  return (
    <>
      <LineList label="Price breakdown" lines={hotelPriceLines(trip)} />
      <div className="mt-2 rounded-xl bg-slate-50 px-4 print:bg-transparent print:px-0">
        <LineList label="When you pay" lines={whenPaidLines(trip)} />
      </div>
    </>
  );
}
