/** Database rows and domain prices to the api.md shapes of the vacation-rental calls. */
import type { Price } from '@portal/contracts/common';
import type { Availability, Listing, ListingSummary } from '@portal/contracts/listings';
import { DEFAULT_PAYMENT_SCHEDULE_TEXT } from '@portal/domain/cancellation';
import { toFiat } from '@portal/domain/money';
import type { StayPrice } from '@portal/domain/pricing';
import type { StayRules, UnavailabilityReason } from '@portal/domain/availability';
import type { ListingRow, MarketRow, PhotoRow, ReviewRow } from './stays.repository.ts';
import type { SearchRow } from './stays-search.repository.ts';

type Rate = NonNullable<Availability['rate']>;
type RowForRate = Pick<SearchRow, 'cancellationPolicy' | 'cancellationDescription'>;
type RowForLocation = Pick<SearchRow, 'city' | 'state' | 'lat' | 'lon'>;

/** Rewards per account are filled in once the rewards module exists; the contract allows none. */
export function price(amountMinor: number): Price {
  return { fiat: toFiat(amountMinor), rewards: {} };
}

export function toRate(stayPrice: StayPrice, row: RowForRate): Rate {
  return {
    price: {
      nightly: price(stayPrice.nightlyAverageMinor),
      nightlyBeforeDiscount: price(stayPrice.nightlyAverageBeforeDiscountMinor),
      total: price(stayPrice.totalMinor),
      rentTotal: price(stayPrice.rentMinor),
      taxes: price(stayPrice.taxesMinor),
      fees: stayPrice.fees.map((line) => ({ kind: line.kind, amount: toFiat(line.amountMinor) })),
      discounts: stayPrice.discounts.map((d) => ({
        description: d.description,
        amount: toFiat(d.amountMinor),
      })),
    },
    cancellationPolicy: { policy: row.cancellationPolicy, description: row.cancellationDescription },
    paymentPolicy: { description: DEFAULT_PAYMENT_SCHEDULE_TEXT },
  };
}

export function toAvailability(reasons: UnavailabilityReason[], rate: Rate | undefined): Availability {
  return reasons.length === 0 && rate
    ? { AvailabilityResult: 'Available', reasons: [], rate }
    : { AvailabilityResult: 'Unavailable', reasons };
}

/**
 * Before booking the address is obfuscated: city and state only, and coordinates rounded to about 100 m so the
 * map's 500 m circle (spec §2) still lands on the neighbourhood without pointing at the door.
 */
export function toLocation(row: RowForLocation): Listing['content']['location'] {
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return {
    address: { city: row.city, state: row.state, kind: 'Obfuscated' },
    exactCoordinates: { lat: round(row.lat), lon: round(row.lon) },
  };
}

type PhotoLike = Pick<PhotoRow, 'url' | 'altText' | 'category'>;

export function toMedia(photos: readonly PhotoLike[]): Listing['content']['media'] {
  return photos.map((p) => ({ url: p.url, alt: p.altText, tags: { kind: p.category ?? null } }));
}

export function toSummary(row: SearchRow, availability: Availability): ListingSummary {
  return {
    listingId: { id: row.id },
    content: {
      name: row.name,
      location: toLocation(row),
      media: toMedia(row.photos),
      starRating: row.starRating,
      userRating: row.userRatingScore === null ? null : { score: row.userRatingScore },
      layout: { numberOfBedrooms: row.numberOfBedrooms, numberOfBathrooms: row.numberOfBathrooms },
    },
    listingCollection: row.listingCollection,
    terms: { maxOccupancy: row.maxOccupancy, petFriendly: row.petFriendly },
    availability,
  };
}

/** The whole listing of the shop call; provider-internal columns (tokens, refund arithmetic, street) stay out. */
/** The listing's stay rules, as checkStay and the calendar read them and the listing page states them. */
export function rulesOf(row: ListingRow): StayRules {
  return {
    maxOccupancy: row.maxOccupancy,
    petFriendly: row.petFriendly,
    maxPets: row.maxPets,
    minStayNights: row.minStayNights,
    maxStayNights: row.maxStayNights,
    checkInWeekdays: row.checkInWeekdays,
    checkOutWeekdays: row.checkOutWeekdays,
    minBookingWindowDays: row.minBookingWindowDays,
  };
}

export function toListing(
  row: ListingRow,
  market: MarketRow | undefined,
  photos: readonly PhotoRow[],
  reviews: readonly ReviewRow[],
): Listing {
  return {
    listingId: { id: row.id },
    content: {
      name: row.name,
      description: row.description,
      amenities: row.amenities.map((a) => ({ kind: a.kind, displayName: a.displayName, group: a.group })),
      layout: {
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        numberOfBedrooms: row.numberOfBedrooms,
        numberOfBathrooms: row.numberOfBathrooms,
      },
      location: toLocation(row),
      media: toMedia(photos),
      starRating: row.starRating,
      userRating: row.userRatingScore === null ? null : { score: row.userRatingScore },
      registrationId: row.registrationId,
      reviews: {
        overallScore: row.userRatingScore,
        items: reviews.map((r) => ({
          overallScore: r.overallScore,
          submittedDate: r.submittedDate,
          comments: r.comments,
          authorName: r.authorName,
          verificationSource: { text: r.verificationSource },
        })),
      },
    },
    hostInfo: { hostName: row.hostName, hostImageUrl: row.hostImageUrl },
    market: { id: row.marketId, name: market?.name ?? `${row.city}, ${row.state}` },
    providerData: { listingProviderId: row.providerListingId },
    listingCollection: row.listingCollection,
    terms: {
      maxOccupancy: row.maxOccupancy,
      petFriendly: row.petFriendly,
      checkInTimes: row.checkInTimes,
      checkOutTimes: row.checkOutTimes,
      checkinInformation: row.checkinInformation,
      importantInformation: row.importantInformation,
      petsPolicy: row.petsPolicy,
    },
    stayRules: {
      ...rulesOf(row),
      checkInWeekdays: row.checkInWeekdays ? [...row.checkInWeekdays] : null,
      checkOutWeekdays: row.checkOutWeekdays ? [...row.checkOutWeekdays] : null,
    },
    trackingProperties: {
      listingId: row.id,
      marketId: row.marketId,
      listingCollection: row.listingCollection,
    },
  };
}
