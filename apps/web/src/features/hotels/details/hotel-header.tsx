import type { HotelDetails } from '@portal/contracts/hotel-details';
import { HotelPhoto } from '../hotel-photo.tsx';
import { CollectionBadge, RatingChip, Stars } from '../results/hotel-card.tsx';

/** Fewer than four side photos stretch to fill the 2x2 block beside the first one. */
function spanOf(count: number, index: number): string {
  if (count === 1) return 'md:col-span-2 md:row-span-2';
  if (count === 2 || (count === 3 && index === 2)) return 'md:col-span-2';
  return '';
}

/** Name, stars, collection, guest rating and address, then the photos (the first one large). */
export function HotelHeader({ hotel }: { hotel: HotelDetails }) {
  const { address } = hotel.location;
  const photos = hotel.media.slice(0, 5);
  const [lead, ...rest] = photos;
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={hotel.starRating} />
        <CollectionBadge collection={hotel.collection} />
        {hotel.brand ? <span className="text-sm text-slate-600">{hotel.brand}</span> : null}
      </div>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{hotel.name}</h1>
      <p className="mt-1 text-slate-700">
        {[address.line1, address.city, address.state].filter(Boolean).join(', ')}
      </p>
      <div className="mt-2">
        <RatingChip
          rating={hotel.userRating && { ...hotel.userRating, reviewCount: hotel.userRating.reviewCount }}
        />
      </div>
      {lead ? (
        <div className="mt-5 grid gap-2 overflow-hidden rounded-2xl md:h-[420px] md:grid-cols-4 md:grid-rows-2">
          <HotelPhoto
            src={lead.url}
            alt={lead.alt}
            priority
            className="aspect-[4/3] size-full md:col-span-2 md:row-span-2 md:aspect-auto"
          />
          {rest.map((photo, i) => (
            <HotelPhoto
              key={photo.url}
              src={photo.url}
              alt={photo.alt}
              className={`hidden size-full md:flex ${spanOf(rest.length, i)}`}
            />
          ))}
        </div>
      ) : null}
    </header>
  );
}
