import { Link } from 'react-router';
import type { Listing } from '@portal/contracts/listings';
import type { ShopQuery } from '@portal/domain/stay-dates';
import { travelersLabel, truncateName } from '@portal/domain/text';
import { formatDateRange } from '../../../lib/format.ts';
import type { RewardsAccountSummary } from '../../../lib/rewards-accounts.ts';
import { ArrowLeftIcon, CalendarIcon, PinIcon } from './listing-icons.tsx';
import { cityState } from '../price-lines.ts';
import { CollectionBadge, StarRating, UserRating } from './ratings.tsx';
import { RewardsAccountPicker } from './rewards-account-picker.tsx';
import { sanitizeText } from '../../../lib/sanitize-text.ts';

/** Desktop: back to results, the name (the page's h1), city, star and guest ratings, and the rewards account. */
export function DesktopHeader({
  listing,
  backHref,
  accounts,
  selectedAccountIndex,
  onSelectAccount,
  onShowReviews,
}: {
  listing: Listing;
  backHref: string;
  accounts: readonly RewardsAccountSummary[];
  selectedAccountIndex: number;
  onSelectAccount: (index: number) => void;
  onShowReviews?: () => void;
}) {
  return (
    <div className="hidden md:block">
      <div className="flex items-end justify-between gap-6">
        <Link
          to={backHref}
          className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <ArrowLeftIcon className="size-4" /> Back to results
        </Link>
        <RewardsAccountPicker
          accounts={accounts}
          selectedIndex={selectedAccountIndex}
          onSelect={onSelectAccount}
        />
      </div>
      <div className="mt-4 mb-5">
        <CollectionBadge collection={listing.listingCollection} />
        <h1 className="mt-1.5 text-[32px] leading-tight font-bold tracking-tight text-slate-900">
          {sanitizeText(listing.content.name)}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-[15px] text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <PinIcon className="size-4 text-slate-500" /> {cityState(listing)}
          </span>
          <StarRating rating={listing.content.starRating} />
          <UserRating listing={listing} onPress={onShowReviews} />
        </div>
      </div>
    </div>
  );
}

/** Mobile: back arrow, the name cut at 40 characters, dates, travelers and the date editor. */
export function MobileHeader({
  listing,
  query,
  backHref,
  onEditDates,
  onEditTravelers,
}: {
  listing: Listing;
  query: ShopQuery;
  backHref: string;
  onEditDates: () => void;
  onEditTravelers: () => void;
}) {
  const travelers = query.adultsCount + query.children.length;
  return (
    <div className="sticky top-0 z-40 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-2 md:hidden">
      <Link
        to={backHref}
        aria-label="Back to results"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-800 hover:bg-slate-100"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="truncate text-[15px] font-semibold text-slate-900">
          {truncateName(sanitizeText(listing.content.name))}
        </p>
        <p className="flex gap-1.5 text-[13px] text-slate-600">
          <span>{formatDateRange(query.fromDate, query.untilDate)}</span>
          <span aria-hidden="true">·</span>
          <button type="button" onClick={onEditTravelers} className="underline-offset-2 hover:underline">
            {travelersLabel(travelers)}
          </button>
        </p>
      </div>
      <button
        type="button"
        onClick={onEditDates}
        aria-label="Edit dates"
        className="grid size-11 shrink-0 place-items-center rounded-full border border-slate-300 text-brand-700 hover:bg-slate-50"
      >
        <CalendarIcon className="size-5" />
      </button>
    </div>
  );
}
