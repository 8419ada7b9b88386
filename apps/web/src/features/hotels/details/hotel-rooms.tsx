import type { HotelRoom } from '@portal/contracts/hotel-details';
import { bedsText } from '../../../lib/hotel-words.ts';
import { HotelPhoto } from '../hotel-photo.tsx';
import { DetailsSection } from './details-section.tsx';
import { isRefundableVariant, RatePlanCard } from './rate-plan-card.tsx';

/**
 * The rate chosen: `refundable` picks its refundable variant (spec §4, the rate with cancel for any reason), which
 * checkout books with the quote request's `refundable: true` (the book page's URL carries `refundable=1`).
 */
export type RateSelection = { roomId: string; rateId: string; refundable: boolean };

const UNAVAILABLE_TEXT: Record<NonNullable<HotelRoom['unavailableReason']>, string> = {
  SoldOut: 'Sold out for your dates',
  Occupancy: 'Too small for your group in this number of rooms',
  NoRate: 'No rate for your dates',
};

/** Every room type with its rate plans side by side, so the traveler compares terms at a glance. */
export function RoomsSection({
  rooms,
  nights,
  roomsCount,
  timeZone,
  reserveHref,
}: {
  rooms: HotelRoom[];
  nights: number;
  roomsCount: number;
  timeZone: string;
  /** The book page for the room and rate (the refundable variant when chosen). */
  reserveHref: (choice: RateSelection) => string;
}) {
  return (
    <DetailsSection id="rooms" title="Rooms and rates">
      {rooms.length === 0 ? <p className="text-slate-700">No rooms are offered for these dates.</p> : null}
      <ul className="space-y-6">
        {rooms.map((room) => (
          <li key={room.roomId} className="rounded-2xl border border-slate-200 bg-white p-4 md:p-5">
            <div className="flex flex-col gap-4 md:flex-row">
              <HotelPhoto
                src={room.media[0]?.url}
                alt={room.media[0]?.alt ?? ''}
                className="aspect-[4/3] w-full shrink-0 rounded-xl md:w-56"
              />
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-slate-900">{room.name}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {[
                    bedsText(room.beds),
                    room.sizeSquareMeters ? `${room.sizeSquareMeters} m²` : null,
                    `Sleeps ${room.maxOccupancy}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {room.amenities.length > 0 ? (
                  <p className="mt-1 text-sm text-slate-600">{room.amenities.slice(0, 6).join(' · ')}</p>
                ) : null}
                {room.available && room.roomsLeft > 0 && room.roomsLeft <= 3 ? (
                  <p className="mt-1 text-sm font-medium text-accent-700">
                    {`Only ${room.roomsLeft} ${room.roomsLeft === 1 ? 'room' : 'rooms'} left`}
                  </p>
                ) : null}
              </div>
            </div>
            {room.available && room.rates.length > 0 ? (
              <ul
                aria-label={`Rates for ${room.name}`}
                className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
              >
                {room.rates.map((rate) => {
                  const refundable = isRefundableVariant(rate);
                  return (
                    <RatePlanCard
                      key={`${rate.rateId}${refundable ? ':refundable' : ''}`}
                      rate={rate}
                      roomName={room.name}
                      nights={nights}
                      rooms={roomsCount}
                      timeZone={timeZone}
                      reserveHref={reserveHref({ roomId: room.roomId, rateId: rate.rateId, refundable })}
                    />
                  );
                })}
              </ul>
            ) : (
              <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-sm font-medium text-slate-700">
                {room.unavailableReason
                  ? UNAVAILABLE_TEXT[room.unavailableReason]
                  : 'Not available for your dates'}
              </p>
            )}
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}
