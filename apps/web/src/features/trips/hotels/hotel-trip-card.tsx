import type { HotelTrip } from '@portal/contracts/trips';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format.ts';
import { TripCardFrame } from '../list/trip-card-frame.tsx';
import { tripPathOf } from '../trip-line.ts';
import { isCancelled, tripMoney } from '../trip-text.ts';
import { hotelCityLine, hotelGuestsText, paysAtHotel, roomLine } from './hotel-trip-text.ts';

/** One hotel reservation in a trips list, laid out as a home's card; the whole card opens its details. */
export function HotelTripCard({ trip }: { trip: HotelTrip }) {
  const atHotel = paysAtHotel(trip);
  return (
    <TripCardFrame
      trip={trip}
      kind="Hotel"
      name={trip.lodging.name}
      href={tripPathOf(trip)}
      place={hotelCityLine(trip)}
      photoUrl={trip.lodging.photo?.url}
      icon={<BedIcon className="size-10" />}
      amount={
        atHotel
          ? { label: 'Pay at the hotel', value: tripMoney(trip.dueAtHotel) }
          : { label: 'Total paid', value: tripMoney(trip.total) }
      }
      refunded={isCancelled(trip) && !atHotel ? tripMoney(trip.refundTotal) : null}
    >
      <dl className="mt-3 grid grid-cols-1 gap-y-1 text-sm text-slate-700">
        <dt className="sr-only">Dates</dt>
        <dd className="font-medium text-slate-900">
          {formatDateRange(trip.stayDates.from, trip.stayDates.until)}
          <span className="font-normal text-slate-600">
            {' '}
            · {trip.nights} {trip.nights === 1 ? 'night' : 'nights'}
          </span>
        </dd>
        <dt className="sr-only">Room</dt>
        <dd>{roomLine(trip)}</dd>
        <dt className="sr-only">Guests</dt>
        <dd>{hotelGuestsText(trip)}</dd>
        <dt className="sr-only">Confirmation number</dt>
        <dd>
          Confirmation <span className="font-semibold text-slate-900">#{trip.confirmationCode}</span>
        </dd>
      </dl>
    </TripCardFrame>
  );
}
