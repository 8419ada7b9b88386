import { Link } from 'react-router';
import type { HotelDetails } from '@portal/contracts/hotel-details';
import { formatTime12h } from '@portal/domain/text';
import { SparkleIcon } from '../../../components/ui/icons.tsx';
import { COLLECTION_LABELS } from '../hotel-labels.ts';
import { DetailsSection } from './details-section.tsx';

export function OverviewSection({ hotel }: { hotel: HotelDetails }) {
  return (
    <DetailsSection id="overview" title="Overview">
      <p className="max-w-3xl whitespace-pre-line text-slate-800">
        {hotel.description ?? `${hotel.name} in ${hotel.location.address.city}.`}
      </p>
      {hotel.chainName ? (
        <p className="mt-3 text-sm text-slate-600">
          {`Part of ${hotel.chainName}`}
          {hotel.loyaltyProgramCode
            ? ` · add your loyalty number (${hotel.loyaltyProgramCode}) when you book`
            : ''}
        </p>
      ) : null}
    </DetailsSection>
  );
}

/** Premier and Lifestyle perks, and the complimentary fourth night with its terms page (spec §9). */
export function CollectionBenefits({ hotel }: { hotel: HotelDetails }) {
  const night = hotel.complimentaryNight;
  if (hotel.collection === 'NoCollection' && !night.offered) return null;
  return (
    <div className="mt-6 rounded-2xl border border-amber-200 bg-amber-50/60 p-5">
      {hotel.collection !== 'NoCollection' ? (
        <>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <SparkleIcon className="size-5 text-amber-600" />
            {`${COLLECTION_LABELS[hotel.collection]} benefits`}
          </h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {hotel.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2 text-slate-800">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-600" />
                {perk}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {night.offered ? (
        <p className="mt-4 border-t border-amber-200 pt-4 text-sm text-slate-800" role="note">
          <strong className="font-semibold">Complimentary fourth night: </strong>
          {night.applies
            ? `your stay includes ${night.freeNights} free ${night.freeNights === 1 ? 'night' : 'nights'}, taken off the rates below. `
            : 'stay 4 nights or more and every fourth night is free. '}
          <Link to={night.termsPath} className="font-medium text-brand-700 underline underline-offset-2">
            See the terms
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function AmenitiesSection({ amenities }: { amenities: string[] }) {
  if (amenities.length === 0) return null;
  return (
    <DetailsSection id="amenities" title="Amenities">
      <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {amenities.map((a) => (
          <li key={a} className="flex items-center gap-2 text-slate-800">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
            {a}
          </li>
        ))}
      </ul>
    </DetailsSection>
  );
}

export function PoliciesSection({ hotel }: { hotel: HotelDetails }) {
  const { policies } = hotel;
  return (
    <DetailsSection id="policies" title="Policies">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-slate-600">Check-in</dt>
          <dd className="text-lg font-medium text-slate-900">{`From ${formatTime12h(policies.checkInTime)}`}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Checkout</dt>
          <dd className="text-lg font-medium text-slate-900">{`Until ${formatTime12h(policies.checkOutTime)}`}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-600">Pets</dt>
          <dd className="text-slate-900">
            {policies.petsPolicy ?? (policies.petFriendly ? 'Pets allowed' : 'No pets allowed')}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">Times are the hotel’s local time.</p>
    </DetailsSection>
  );
}
