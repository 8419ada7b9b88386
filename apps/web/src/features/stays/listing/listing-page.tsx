import { memo, useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { stayRequestProblem, type StayDateCorrection } from '@portal/domain/stay-corrections';
import { DateCorrectionsNotice, StayRequestProblem } from '../components/stay-query-notices.tsx';
import type { Availability, Listing } from '@portal/contracts/listings';
import { backToResultsUrl, nightsOf, shopRequestError, type ShopQuery } from '@portal/domain/stay-dates';
import { isApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useExperiment } from '../../../lib/experiments.tsx';
import { usePortalConfig } from '../../../lib/portal-config.ts';
import {
  topRewardsAccount,
  useRewardsAccounts,
  type RewardsAccountSummary,
} from '../../../lib/rewards-accounts.ts';
import { AmenitiesSection } from './amenities-section.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { HouseRulesSection, ImportantInfoSection } from './house-rules-section.tsx';
import { calendarLookup, useListingCalendar, useShopListing } from '../api/listing-api.ts';
import { DesktopHeader, MobileHeader } from './listing-header.tsx';
import { ListingMissingModal, ListingUnavailable } from './listing-problems.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { LocationSection } from './location-section.tsx';
import { MobileCtaBar } from './mobile-cta-bar.tsx';
import { AboutSection, OverviewSection } from './overview-section.tsx';
import { PhotoGallery } from './photo-gallery.tsx';
import { COVER_REVIEWS_EXPERIMENT, ReviewsSection, showsReviews } from './reviews-section.tsx';
import { RoomsSection } from './rooms-section.tsx';
import { scrollToSection, SectionNav, type NavItem } from './section-nav.tsx';
import { useEditorHandles } from '../components/editor-handles.ts';
import { useShopQuery } from '../use-shop-query.ts';
import { requestFacts } from '../api/shop-prefetch.ts';

export const CATEGORIZED_GALLERY_EXPERIMENT = 'categorized-gallery';
export const BOOK_PATH = '/vacation-rentals/book/';

function isOn(variant: string | undefined): boolean {
  return variant === 'available';
}

/** Spec §2: the account named by selectedAccountIndex, else the top-ranked one. */
export function selectedAccountIndex(
  accounts: readonly RewardsAccountSummary[],
  fromUrl: number | null,
): number {
  if (fromUrl !== null && fromUrl >= 0 && fromUrl < accounts.length) return fromUrl;
  const top = topRewardsAccount([...accounts]);
  return top ? Math.max(0, accounts.indexOf(top)) : 0;
}

/** /vacation-rentals/shop/: the listing details page (spec §2 "Listing details page"). */
export function ListingPage() {
  const { query, today, queryString, corrections, update } = useShopQuery();
  const problem = stayRequestProblem(requestFacts(query, today));
  const shop = useShopListing(query, problem === null);
  const calendar = useListingCalendar(query.listingId, today, {
    from: query.fromDate,
    until: query.untilDate,
  });
  const backHref = backToResultsUrl({
    lodgingSelection: query.lodgingSelection,
    city: shop.data?.listing.content.location.address.city ?? query.locationName,
    state: shop.data?.listing.content.location.address.state,
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    adultsCount: query.adultsCount,
    childrenCount: query.children.length,
    petsCount: query.petsCount,
  });
  useDocumentTitle(shop.data ? shop.data.listing.content.name : 'Vacation rental');

  const requestError = shopRequestError(query);
  if (requestError) return <ListingMissingModal detail={requestError} />;
  if (problem) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16">
        <StayRequestProblem problem={problem}>
          <Link to={backHref} className="mt-2 inline-block font-semibold underline underline-offset-4">
            Back to results
          </Link>
        </StayRequestProblem>
      </div>
    );
  }
  if (shop.isPending) return <ListingSkeleton />;
  if (shop.isError) {
    return isApiError(shop.error, 404) ? <ListingMissingModal /> : <ListingUnavailable backHref={backHref} />;
  }
  return (
    <ListingDetails
      listing={shop.data.listing}
      availability={shop.data.availability}
      query={query}
      today={today}
      continueHref={`${BOOK_PATH}?${queryString}`}
      backHref={backHref}
      calendarDays={calendar.data}
      corrections={corrections}
      isUpdating={shop.isFetching && shop.isPlaceholderData}
      onChange={update}
    />
  );
}

/**
 * The sections under the fold. The page renders again as the calendar, rewards accounts and experiments arrive
 * (and on every date or traveler change); these depend on none of that, so they render once per listing.
 */
const ListingBody = memo(function ListingBody({
  listing,
  rate,
  withReviews,
}: {
  listing: Listing;
  rate: Availability['rate'];
  withReviews: boolean;
}) {
  return (
    <>
      <AboutSection listing={listing} />
      <RoomsSection listing={listing} />
      <AmenitiesSection listing={listing} />
      {withReviews ? <ReviewsSection listing={listing} /> : null}
      <LocationSection listing={listing} />
      <HouseRulesSection listing={listing} rate={rate} />
      <ImportantInfoSection listing={listing} />
    </>
  );
});

function ListingDetails({
  listing,
  availability,
  query,
  today,
  continueHref,
  backHref,
  calendarDays,
  corrections,
  isUpdating,
  onChange,
}: {
  listing: Listing;
  availability: Availability;
  query: ShopQuery;
  today: string;
  continueHref: string;
  backHref: string;
  calendarDays: Parameters<typeof calendarLookup>[0];
  corrections: StayDateCorrection[];
  isUpdating: boolean;
  onChange: (patch: Partial<ShopQuery>) => void;
}) {
  const config = usePortalConfig();
  const accounts = useRewardsAccounts(config.rewardsSupported);
  const accountList = accounts.data ?? [];
  const accountIndex = selectedAccountIndex(accountList, query.selectedAccountIndex);
  const coverReviews = isOn(useExperiment(COVER_REVIEWS_EXPERIMENT).variant);
  const categorized = isOn(useExperiment(CATEGORIZED_GALLERY_EXPERIMENT).variant);
  const editors = useEditorHandles();
  const lookup = useMemo(() => calendarLookup(calendarDays), [calendarDays]);
  const withReviews = showsReviews(listing, coverReviews);
  const hasRooms = listing.content.layout.bedrooms.length > 0;
  const nav: NavItem[] = [
    { id: 'overview', label: 'Overview' },
    ...(hasRooms ? [{ id: 'rooms', label: 'Rooms and beds' }] : []),
    { id: 'amenities', label: 'Amenities' },
    ...(withReviews ? [{ id: 'reviews', label: 'Reviews' }] : []),
    { id: 'location', label: 'Location' },
    { id: 'house-rules', label: 'House rules' },
  ];
  const showReviews = withReviews ? () => scrollToSection('reviews') : undefined;
  // The sections under the fold render just after the rest, in a deferred render React splits into short tasks
  // (Lighthouse TBT); a screen-high box holds their place meanwhile so the footer does not jump.
  const below = useDeferredValue(listing, null);

  return (
    <div className="pb-28 md:pb-16">
      <MobileHeader
        listing={listing}
        query={query}
        backHref={backHref}
        onEditDates={editors.openDates}
        onEditTravelers={editors.openTravelers}
      />
      <div className="mx-auto max-w-[1330px] md:px-8 md:pt-6">
        <DesktopHeader
          listing={listing}
          backHref={backHref}
          accounts={accountList}
          selectedAccountIndex={accountIndex}
          onSelectAccount={(index) => onChange({ selectedAccountIndex: index })}
          onShowReviews={showReviews}
        />
        {corrections.length > 0 ? (
          <div className="px-5 pt-4 md:px-0 md:pt-0 md:pb-4">
            <DateCorrectionsNotice corrections={corrections} />
          </div>
        ) : null}
        <PhotoGallery
          listingId={listing.listingId.id}
          photos={listing.content.media}
          categorized={categorized}
        />
      </div>
      <SectionNav items={nav} />
      <div className="mx-auto max-w-[1330px] px-5 md:grid md:grid-cols-[minmax(0,1fr)_360px] md:gap-x-10 md:px-8 xl:grid-cols-[minmax(0,1fr)_400px] xl:gap-x-16">
        <div className="md:col-start-1 md:row-start-1">
          <OverviewSection listing={listing} onShowReviews={showReviews} />
        </div>
        <aside
          aria-label="Book this stay"
          className="mb-2 md:col-start-2 md:row-span-2 md:row-start-1 md:mb-0 md:pt-4"
        >
          <div className="md:sticky md:top-6 nav:top-20">
            <BookingPanel
              listing={listing}
              availability={availability}
              query={query}
              today={today}
              nights={nightsOf({ from: query.fromDate, until: query.untilDate })}
              continueHref={continueHref}
              calendar={lookup}
              editors={editors}
              onChange={onChange}
              isUpdating={isUpdating}
              rewardsAccountId={accountList[accountIndex]?.accountReferenceId ?? null}
            />
          </div>
        </aside>
        <div className={`md:col-start-1 md:row-start-2 ${below ? '' : 'min-h-dvh'}`}>
          {below ? <ListingBody listing={below} rate={availability.rate} withReviews={withReviews} /> : null}
        </div>
      </div>
      <MobileCtaBar
        availability={availability}
        rules={listing.stayRules}
        nights={nightsOf({ from: query.fromDate, until: query.untilDate })}
        continueHref={continueHref}
        onChangeDates={editors.openDates}
        onChangeTravelers={editors.openTravelers}
      />
    </div>
  );
}
