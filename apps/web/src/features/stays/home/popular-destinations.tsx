import { Link } from 'react-router';
import { addDays } from '@portal/domain/iso-date';
import { DEFAULT_GUESTS, resultsUrl } from '../stays-search.ts';

/** Real US vacation markets of the demo inventory, each with a photo that suits its scenery. */
export const POPULAR_DESTINATIONS = [
  { city: 'Asheville', state: 'NC', photo: 'mountain-1', blurb: 'Blue Ridge cabins and mountain views' },
  { city: 'Palm Springs', state: 'CA', photo: 'desert-1', blurb: 'Mid-century homes with private pools' },
  { city: 'South Lake Tahoe', state: 'CA', photo: 'lake-1', blurb: 'Lakefront lodges for every season' },
  { city: 'Nashville', state: 'TN', photo: 'city-1', blurb: 'Townhomes close to Music Row' },
  { city: 'Sedona', state: 'AZ', photo: 'desert-2', blurb: 'Red-rock retreats under dark skies' },
  { city: 'Traverse City', state: 'MI', photo: 'lake-2', blurb: 'Cottages on the Grand Traverse Bay' },
  { city: 'New Orleans', state: 'LA', photo: 'city-2', blurb: 'Shotgun houses near the French Quarter' },
  { city: 'Scottsdale', state: 'AZ', photo: 'desert-3', blurb: 'Desert villas with room for everyone' },
] as const;

/** A weekend a few weeks out, so a destination card lands straight on results. */
function suggestedStay(today: string) {
  const from = addDays(today, 21);
  return { from, until: addDays(from, 3) };
}

export function PopularDestinations({ today }: { today: string }) {
  const dates = suggestedStay(today);
  return (
    <section aria-labelledby="popular-heading" className="mx-auto max-w-[1330px] px-5 pt-16 md:px-8 md:pt-20">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="popular-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 md:text-[28px]"
          >
            Popular destinations
          </h2>
          <p className="mt-1 text-slate-600">Whole homes in the places our cardholders book most.</p>
        </div>
      </div>
      <ul className="mt-7 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {POPULAR_DESTINATIONS.map((d) => {
          const location = `${d.city}, ${d.state}`;
          return (
            <li key={location}>
              <Link
                to={resultsUrl({ location, dates, guests: DEFAULT_GUESTS })}
                className="group block rounded-2xl outline-offset-4"
              >
                <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100">
                  <img
                    src={`/media/exterior-${d.photo}.svg`}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <p className="mt-3 font-semibold text-slate-900">{location}</p>
                <p className="mt-0.5 hidden text-sm text-slate-600 sm:block">{d.blurb}</p>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
