import type { Listing } from '@portal/contracts/listings';
import { READ_MORE_LIMITS } from '@portal/domain/text';
import { BedIcon } from '../../../components/ui/icons.tsx';
import { BathIcon, PinIcon, UsersIcon } from './listing-icons.tsx';
import { ListingSection } from './listing-section.tsx';
import { cityState } from '../price-lines.ts';
import { CollectionBadge, StarRating, UserRating } from './ratings.tsx';
import { ReadMore } from './read-more.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Name, place, ratings, collection and the three facts guests scan for first. */
export function OverviewSection({
  listing,
  onShowReviews,
}: {
  listing: Listing;
  onShowReviews?: () => void;
}) {
  const { layout } = listing.content;
  const facts = [
    { icon: BedIcon, label: plural(layout.numberOfBedrooms, 'bedroom', 'bedrooms') },
    { icon: BathIcon, label: plural(layout.numberOfBathrooms, 'bathroom', 'bathrooms') },
    { icon: UsersIcon, label: `Sleeps ${listing.terms.maxOccupancy}` },
  ];
  const host = sanitizeText(listing.hostInfo.hostName);
  return (
    <section
      id="overview"
      data-listing-section="overview"
      aria-label="Overview"
      className="pt-5 pb-8 md:pt-2 md:pb-10"
    >
      <div className="mb-2 md:hidden">
        <CollectionBadge collection={listing.listingCollection} />
      </div>
      {/* On desktop the page header carries the h1; phones get the full name here. */}
      <h1 className="text-2xl leading-tight font-bold tracking-tight text-slate-900 md:hidden">
        {sanitizeText(listing.content.name)}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-700 md:hidden">
        <span className="inline-flex items-center gap-1">
          <PinIcon className="size-4 text-slate-500" />
          {cityState(listing)}
        </span>
        <StarRating rating={listing.content.starRating} />
        <UserRating listing={listing} onPress={onShowReviews} compact />
      </div>
      <h2 className="hidden text-xl font-bold tracking-tight text-slate-900 md:block md:text-2xl">
        Entire home in {cityState(listing)}
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-2 md:mt-4 md:flex md:flex-wrap md:gap-3">
        {facts.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-slate-200 px-2 py-3 text-center text-sm font-medium text-slate-800 md:flex-row md:px-4 md:py-2.5"
          >
            <Icon className="size-5 text-brand-700" />
            {label}
          </li>
        ))}
      </ul>
      {host ? (
        <div className="mt-6 flex items-center gap-3">
          {listing.hostInfo.hostImageUrl ? (
            <img
              src={listing.hostInfo.hostImageUrl}
              alt=""
              className="size-11 rounded-full bg-slate-100 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {host.slice(0, 1).toUpperCase()}
            </span>
          )}
          <p className="text-sm text-slate-700">
            Hosted by <span className="font-semibold text-slate-900">{host}</span>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** Spec §2: only when the listing has a description; 'Read more' at 500 characters. */
export function AboutSection({ listing }: { listing: Listing }) {
  if (!sanitizeText(listing.content.description)) return null;
  return (
    <ListingSection id="about" title="About this property">
      <ReadMore text={listing.content.description} limit={READ_MORE_LIMITS.description} />
    </ListingSection>
  );
}
