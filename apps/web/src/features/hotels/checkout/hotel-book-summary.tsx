import type { HotelDetails, HotelRoom, HotelRoomProduct } from '@portal/contracts/hotel-details';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { MEAL_PLAN_LABELS, PAYMENT_TIMING_LABELS, starsText } from '../hotel-labels.ts';
import { HotelPhoto } from '../hotel-photo.tsx';
import { guestsText, refundText } from './hotel-rate-text.ts';
import { Fact } from '../../../components/ui/fact.tsx';

/**
 * The book page's summary card: the hotel (photo, name, stars, address), the room and its rate (meal plan,
 * refundability with its deadline, pay now or at the hotel), the dates, nights, rooms and guests. Changing any of
 * them happens on the details page, where the rooms are priced for the new choice.
 */
export function HotelBookSummary({
  hotel,
  room,
  rate,
  stay,
  detailsHref,
}: {
  hotel: HotelDetails;
  room: HotelRoom;
  rate: HotelRoomProduct;
  stay: {
    fromDate: string;
    untilDate: string;
    nights: number;
    rooms: number;
    adults: number;
    children: number;
  };
  detailsHref: string;
}) {
  const { address } = hotel.location;
  const photo = hotel.media[0];
  const stars = starsText(hotel.starRating);
  const refund = refundText(rate, hotel.location.timeZone);
  return (
    <div>
      <div className="flex gap-4">
        <HotelPhoto
          src={photo?.url}
          alt={photo?.alt ?? ''}
          className="size-20 shrink-0 overflow-hidden rounded-xl object-cover md:size-24"
        />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {stars ? `Hotel · ${stars}` : 'Hotel'}
          </p>
          <h2 className="mt-0.5 line-clamp-2 text-lg leading-snug font-bold text-slate-900">{hotel.name}</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {[address.line1, address.city, address.state].filter(Boolean).join(', ')}
          </p>
        </div>
      </div>
      <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3">
        <p className="font-semibold text-slate-900">{`${room.name} · ${rate.name}`}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li className="text-slate-700">{MEAL_PLAN_LABELS[rate.mealPlan]}</li>
          <li
            className={
              rate.cancellationPolicy.freeCancellation ? 'font-medium text-emerald-700' : 'text-slate-700'
            }
          >
            {refund}
          </li>
          <li className="text-slate-700">{PAYMENT_TIMING_LABELS[rate.paymentTiming]}</li>
          {rate.isDefault === false ? (
            <li className="font-medium text-brand-700">Cancel for any reason included</li>
          ) : null}
        </ul>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact compact label="Check-in">
          {formatDate(stay.fromDate, 'weekday')}
        </Fact>
        <Fact compact label="Checkout">
          {formatDate(stay.untilDate, 'weekday')}
        </Fact>
        <Fact
          compact
          label="Length of stay"
        >{`${stay.nights} ${stay.nights === 1 ? 'night' : 'nights'}`}</Fact>
        <Fact compact label="Guests">
          {guestsText(stay.adults, stay.children, stay.rooms)}
        </Fact>
      </dl>
      <ButtonLink to={detailsHref} variant="secondary" className="mt-4">
        Change room or dates
      </ButtonLink>
    </div>
  );
}
