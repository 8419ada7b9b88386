import { ButtonLink } from '../../../components/ui/button.tsx';
import { AlertIcon } from '../../../components/ui/icons.tsx';
import { formatDateRange } from '../../../lib/format.ts';

/**
 * The book page of a room or rate the hotel no longer offers for the stay (sold out since, the hotel's stay rules,
 * a stale link): why, and the ways on, instead of a checkout with no price.
 */
export function UnavailableRoom({
  hotelName,
  title,
  subtitle,
  from,
  until,
  detailsHref,
  resultsHref,
}: {
  hotelName: string;
  title: string;
  subtitle: string;
  from: string;
  until: string;
  detailsHref: string;
  resultsHref: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-5 py-12 md:py-16">
      <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <div className="flex gap-3">
          <AlertIcon className="mt-1 size-6 shrink-0 text-amber-700" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="mt-1">{subtitle}</p>
          </div>
        </div>
      </div>
      <p className="mt-6 font-semibold text-slate-900">{hotelName}</p>
      <p className="text-slate-700">{formatDateRange(from, until)}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={detailsHref} className="sm:flex-1">
          Choose Another Room
        </ButtonLink>
        <ButtonLink to={resultsHref} variant="secondary" className="sm:flex-1">
          Search Again
        </ButtonLink>
      </div>
    </div>
  );
}
