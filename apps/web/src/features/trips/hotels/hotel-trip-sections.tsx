import type { HotelTrip } from '@portal/contracts/trips';
import { formatDate, formatTimes } from '../../../lib/format.ts';
import { PAYMENT_TIMING_LABELS } from '../../../lib/hotel-words.ts';
import { sanitizeText } from '../../../lib/sanitize-text.ts';
import { PinIcon } from '../trip-icons.tsx';
import {
  hotelAddress,
  hotelGuestsText,
  hotelMapUrl,
  mealPlanText,
  paysAtHotel,
  roomsText,
} from './hotel-trip-text.ts';
import { bedsText } from '../../../lib/hotel-words.ts';
import { Fact } from '../../../components/ui/fact.tsx';

/** Check-in and checkout with the hotel's times (spec §9: h:mm A, hotel time), nights, rooms and guests. */
export function HotelStayFacts({ trip }: { trip: HotelTrip }) {
  const checkIn = formatTimes([trip.lodging.checkInTime]);
  const checkOut = formatTimes([trip.lodging.checkOutTime]);
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      <Fact label="Check-in">
        {formatDate(trip.stayDates.from)}
        {checkIn ? <span className="block text-sm text-slate-700">From {checkIn}</span> : null}
      </Fact>
      <Fact label="Checkout">
        {formatDate(trip.stayDates.until)}
        {checkOut ? <span className="block text-sm text-slate-700">Until {checkOut}</span> : null}
      </Fact>
      <Fact label="Length of stay">
        {trip.nights} {trip.nights === 1 ? 'night' : 'nights'}, {roomsText(trip.roomsCount)}
      </Fact>
      <Fact label="Guests">{hotelGuestsText(trip)}</Fact>
      {trip.supplierConfirmationCode ? (
        <Fact label="Hotel confirmation number">
          <span className="font-mono">{trip.supplierConfirmationCode}</span>
        </Fact>
      ) : null}
    </dl>
  );
}

/** The hotel's address with a link to its map point. */
export function HotelPlace({ trip }: { trip: HotelTrip }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label="Address">
        {hotelAddress(trip)}
        <a
          href={hotelMapUrl(trip)}
          target="_blank"
          rel="noreferrer"
          className="mt-1 flex w-fit items-center gap-1.5 rounded text-sm font-semibold text-brand-700 underline-offset-2 outline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600 print:hidden"
        >
          <PinIcon className="size-4" /> View on map
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Fact>
      {trip.lodging.chainName ? <Fact label="Hotel brand">{trip.lodging.chainName}</Fact> : null}
    </dl>
  );
}

/** The room with its beds, and the rate: its name, meal plan, when it is paid and its refundability. */
export function RoomAndRate({ trip }: { trip: HotelTrip }) {
  const beds = bedsText(trip.beds);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact label="Room">
        {trip.roomsCount > 1 ? `${trip.roomsCount} x ${trip.room.name}` : trip.room.name}
        {beds ? <span className="block text-sm text-slate-700">{beds}</span> : null}
      </Fact>
      <Fact label="Rate">{trip.rateName || mealPlanText(trip)}</Fact>
      <Fact label="Meals">{mealPlanText(trip)}</Fact>
      <Fact label="Payment">
        {PAYMENT_TIMING_LABELS[trip.rate.paymentTiming]}
        {paysAtHotel(trip) ? (
          <span className="block text-sm text-slate-700">Your card guarantees the room</span>
        ) : null}
      </Fact>
    </dl>
  );
}

/** The primary guest's loyalty number and special requests, as given to the hotel. */
export function GuestRequests({ trip }: { trip: HotelTrip }) {
  const requests = sanitizeText(trip.specialRequests);
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <Fact label="Loyalty number">
        {trip.loyaltyNumber ? (
          <>
            {trip.lodging.loyaltyProgramCode ? `${trip.lodging.loyaltyProgramCode} ` : ''}
            {trip.loyaltyNumber}
          </>
        ) : (
          <span className="text-slate-600">None added</span>
        )}
      </Fact>
      <Fact label="Confirmation sent to">
        <span className="break-all">{trip.email}</span>
      </Fact>
      <div className="sm:col-span-2">
        <dt className="text-sm font-semibold text-slate-600">Special requests</dt>
        <dd className="mt-0.5 whitespace-pre-line text-slate-900">
          {requests || <span className="text-slate-600">None</span>}
        </dd>
        {requests ? (
          <dd className="mt-1 text-sm text-slate-600">Requests are up to the hotel and not guaranteed.</dd>
        ) : null}
      </div>
    </dl>
  );
}
