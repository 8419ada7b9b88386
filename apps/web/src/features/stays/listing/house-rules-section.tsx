import type { ReactNode } from 'react';
import { Button, OverlayArrow, Tooltip, TooltipTrigger } from 'react-aria-components';
import type { Listing } from '@portal/contracts/listings';
import { READ_MORE_LIMITS } from '@portal/domain/text';
import { formatTimes } from '../../../lib/format.ts';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { ClockIcon, DocIcon, PawIcon, UsersIcon } from './listing-icons.tsx';
import { ListingSection } from './listing-section.tsx';
import type { Rate } from '../price-lines.ts';
import { ReadMore } from './read-more.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

export const PETS_FEE_TOOLTIP = 'An additional fee may apply';

function Rule({ icon, title, children }: { icon: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex gap-4 py-4 first:pt-0">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <div className="font-semibold text-slate-900">{title}</div>
        {children ? <div className="mt-1 text-slate-700">{children}</div> : null}
      </div>
    </li>
  );
}

export function HouseRulesSection({ listing, rate }: { listing: Listing; rate: Rate | undefined }) {
  const { terms } = listing;
  const checkIn = formatTimes(terms.checkInTimes);
  const checkOut = formatTimes(terms.checkOutTimes);
  const icon = 'size-6';
  return (
    <ListingSection id="house-rules" title="House rules">
      <ul className="divide-y divide-slate-200">
        {checkIn || checkOut ? (
          <Rule icon={<ClockIcon className={icon} />} title="Check-in and checkout">
            <p>
              {checkIn ? <>Check-in after {checkIn}</> : null}
              {checkIn && checkOut ? <span aria-hidden="true"> · </span> : null}
              {checkOut ? <>Checkout before {checkOut}</> : null}
            </p>
            <ReadMore text={terms.checkinInformation} limit={READ_MORE_LIMITS.default} className="mt-2" />
          </Rule>
        ) : null}
        <Rule icon={<UsersIcon className={icon} />} title={`Maximum ${terms.maxOccupancy} guests`}>
          Children count toward the guest limit.
        </Rule>
        <Rule
          icon={<PawIcon className={icon} />}
          title={
            <span className="inline-flex items-center gap-1.5">
              {terms.petFriendly ? 'Pets allowed' : 'No pets'}
              {terms.petFriendly ? <FeeTooltip /> : null}
            </span>
          }
        >
          <ReadMore text={terms.petsPolicy} limit={READ_MORE_LIMITS.petsPolicy} />
        </Rule>
        {rate ? (
          <Rule icon={<DocIcon className={icon} />} title="Cancellation policy">
            <p className="whitespace-pre-line">{sanitizeText(rate.cancellationPolicy.description)}</p>
          </Rule>
        ) : null}
      </ul>
    </ListingSection>
  );
}

function FeeTooltip() {
  return (
    <TooltipTrigger delay={200}>
      <Button
        aria-label={PETS_FEE_TOOLTIP}
        className="grid size-7 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <InfoIcon className="size-[18px]" />
      </Button>
      <Tooltip offset={8} className="max-w-60 rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg">
        <OverlayArrow>
          <svg
            width={10}
            height={10}
            viewBox="0 0 8 8"
            className="fill-slate-900 group-placement-bottom:rotate-180"
          >
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {PETS_FEE_TOOLTIP}
      </Tooltip>
    </TooltipTrigger>
  );
}

/** Spec §2: important information ('Read more' at 500) with the registration id when present. */
export function ImportantInfoSection({ listing }: { listing: Listing }) {
  const info = sanitizeText(listing.terms.importantInformation);
  const registration = sanitizeText(listing.content.registrationId);
  if (!info && !registration) return null;
  return (
    <ListingSection id="important-information" title="Important information">
      <ReadMore text={listing.terms.importantInformation} limit={READ_MORE_LIMITS.importantInformation} />
      {registration ? (
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Registration ID:</span> {registration}
        </p>
      ) : null}
    </ListingSection>
  );
}
