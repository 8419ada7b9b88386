import type { Availability, Listing } from '@portal/contracts/listings';
import { DEFAULT_UNAVAILABILITY_MESSAGE, unavailabilityMessage } from '@portal/domain/availability';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format.ts';

/** Whether the book page can check out these dates: the shop answered them Available with a price. */
export function isCheckoutable(availability: Availability | undefined): boolean {
  return availability?.AvailabilityResult === 'Available' && availability.rate !== undefined;
}

/**
 * A checkout link for dates that are not (or no longer) open, such as dates another buyer has just taken: it says
 * so with the spec §8 message and leads to other dates, instead of a checkout with no price.
 */
export function UnavailableStay({
  listing,
  availability,
  from,
  until,
  shopHref,
  resultsHref,
}: {
  listing: Listing;
  availability: Availability;
  from: string;
  until: string;
  shopHref: string;
  resultsHref: string;
}) {
  const message = unavailabilityMessage(availability.reasons);
  const photo = listing.content.media[0];
  return (
    <div className="mx-auto max-w-xl px-5 py-12 md:py-16">
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <div className="flex gap-3">
          <AlertIcon className="mt-1 size-6 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{message.title}</h1>
            <p className="mt-1">{message.subtitle ?? DEFAULT_UNAVAILABILITY_MESSAGE.subtitle}</p>
          </div>
        </div>
      </div>
      <div className="mt-6 flex items-center gap-4">
        {photo ? <img src={photo.url} alt="" className="size-20 shrink-0 rounded-xl object-cover" /> : null}
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{listing.content.name}</p>
          <p className="text-slate-700">{formatDateRange(from, until)}</p>
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={shopHref} className="sm:flex-1">
          Choose New Dates
        </ButtonLink>
        <ButtonLink to={resultsHref} variant="secondary" className="sm:flex-1">
          Search Again
        </ButtonLink>
      </div>
    </div>
  );
}
