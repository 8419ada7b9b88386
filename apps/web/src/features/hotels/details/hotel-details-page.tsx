import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { HotelShopAnswer } from '@portal/contracts/hotel-details';
import { ErrorPanel, RetryButton } from '../../../components/ui/load-error-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { hotelShopQuery } from '../api/hotels-api.ts';
import { DetailsSection } from './details-section.tsx';
import { HotelHeader } from './hotel-header.tsx';
import {
  AmenitiesSection,
  CollectionBenefits,
  OverviewSection,
  PoliciesSection,
} from './hotel-info-sections.tsx';
import { ReviewsSection } from './hotel-reviews.tsx';
import { hotelBookUrl } from '../checkout/hotels-checkout-paths.ts';
import { RoomsSection, type RateSelection } from './hotel-rooms.tsx';
import { StayBar } from './stay-bar.tsx';
import { UnavailableNotice } from './unavailable-notice.tsx';
import { useDetailsUrl } from './use-details-url.ts';

const HotelLocationMap = lazy(() =>
  import('./hotel-location-map.tsx').then((m) => ({ default: m.HotelLocationMap })),
);

function DetailsSkeleton() {
  return (
    <div role="status" aria-label="Loading the hotel" className="animate-pulse space-y-4">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="h-9 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-1/2 rounded bg-slate-200" />
      <div className="h-[320px] rounded-2xl bg-slate-200 md:h-[420px]" />
      <div className="h-40 rounded-2xl bg-slate-200" />
    </div>
  );
}

function DetailsError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <ErrorPanel
      level={1}
      title={notFound ? 'We couldn’t find this hotel' : 'We couldn’t load this hotel'}
      message={
        error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong on our side.'
      }
    >
      {notFound ? (
        <Link to="/hotels/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Search hotels
        </Link>
      ) : (
        <RetryButton onRetry={onRetry} retrying={retrying} />
      )}
    </ErrorPanel>
  );
}

/**
 * The hotel details page at the premium stays shop-details path (/hotels/shop/{lodgingId}/{source}[/unavailable]):
 * photos, overview, collection benefits, rooms with their rates side by side, amenities, location, policies,
 * reviews. 'Reserve' on a rate opens the book page for that room and rate and the same stay and guests.
 */
export function HotelDetailsPage() {
  const { params, query, filters, today, resultsHref, update } = useDetailsUrl();
  const request = params && {
    lodgingId: params.lodgingId,
    fromDate: query.fromDate,
    untilDate: query.untilDate,
    adultsCount: query.adultsCount,
    childrenAges: query.childrenAges,
    roomsCount: query.roomsCount,
  };
  const shop = useQuery({
    ...hotelShopQuery(
      request ?? {
        lodgingId: '',
        fromDate: '',
        untilDate: '',
        adultsCount: 1,
        childrenAges: [],
        roomsCount: 1,
      },
    ),
    enabled: request !== null,
  });
  const answer: HotelShopAnswer | undefined = shop.data;
  useDocumentTitle(answer?.lodging.name ?? 'Hotel');

  let body;
  if (!params)
    body = (
      <DetailsError
        error={new ApiError(404, undefined, 'This link does not name a hotel.', null)}
        onRetry={() => undefined}
        retrying={false}
      />
    );
  else if (shop.isPending) body = <DetailsSkeleton />;
  else if (shop.isError || !answer)
    body = (
      <DetailsError error={shop.error} onRetry={() => void shop.refetch()} retrying={shop.isRefetching} />
    );
  else {
    const hotel = answer.lodging;
    const unavailable = params.unavailable || answer.availability.result === 'Unavailable';
    // Signed out, the book route's loader sends the user to sign in and back to this very rate.
    const { lodgingId } = params;
    const reserveHref = (choice: RateSelection) => hotelBookUrl({ lodgingId, ...choice }, query, filters);
    body = (
      <>
        <HotelHeader hotel={hotel} />
        <div className="mt-6 grid gap-4 md:grid-cols-[1fr_auto] md:items-center">
          <StayBar query={query} today={today} onChange={update} />
          <a href="#rooms" className="text-center font-semibold text-brand-700 underline underline-offset-2">
            See rooms and rates
          </a>
        </div>
        {unavailable ? (
          <UnavailableNotice violations={answer.availability.violations} resultsHref={resultsHref} />
        ) : null}
        <CollectionBenefits hotel={hotel} />
        <OverviewSection hotel={hotel} />
        <RoomsSection
          rooms={answer.rooms}
          nights={answer.stay.nights}
          roomsCount={answer.stay.roomsCount}
          timeZone={hotel.location.timeZone}
          reserveHref={reserveHref}
        />
        <AmenitiesSection amenities={hotel.amenities} />
        <DetailsSection id="location" title="Location">
          <p className="mb-3 text-slate-800">
            {[hotel.location.address.line1, hotel.location.address.city, hotel.location.address.state].join(
              ', ',
            )}
          </p>
          <div className="h-72 overflow-hidden rounded-2xl border border-slate-200 md:h-96">
            <Suspense
              fallback={
                <div className="flex size-full items-center justify-center bg-slate-100">
                  <Spinner label="Loading map" />
                </div>
              }
            >
              <HotelLocationMap
                lat={hotel.location.coordinates.lat}
                lon={hotel.location.coordinates.lon}
                label={hotel.name}
              />
            </Suspense>
          </div>
        </DetailsSection>
        <PoliciesSection hotel={hotel} />
        <ReviewsSection reviews={hotel.reviews} />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-4 pb-32 md:px-8">
      {resultsHref ? (
        <Link
          to={resultsHref}
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to results
        </Link>
      ) : null}
      {body}
    </div>
  );
}
