import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import type { stayHolds } from '../schema/calendar.ts';
import type { listingPhotos, listings, reviews } from '../schema/listings.ts';
import {
  cancellationPolicies,
  photoCategories,
  type CancellationPolicyKind,
  type ListingCollection,
  type PhotoCategory,
} from '../schema/listings.ts';
import type { listingDiscounts, listingFees, listingRates } from '../schema/pricing.ts';
import { calendarBlocks, discountsFor, feesFor, seasonalRates } from './listing-pricing.ts';
import {
  BATHROOM_VARIANTS,
  HOST_AVATAR_COUNT,
  SCENE_VARIANTS,
  hostImageUrl,
  photoUrl,
  showsScene,
} from './media-catalog.ts';
import { amenitiesFor, listingName, propertyTypes } from './listing-content.ts';
import {
  LONG_PETS_POLICY,
  listingDescription,
  longImportantInformation,
  reviewComment,
  type TextContext,
} from './listing-text.ts';
import type { MarketSeed } from './markets-data.ts';

export type ListingBundle = {
  listing: typeof listings.$inferInsert;
  photos: (typeof listingPhotos.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  rates: (typeof listingRates.$inferInsert)[];
  fees: (typeof listingFees.$inferInsert)[];
  discounts: (typeof listingDiscounts.$inferInsert)[];
  holds: (typeof stayHolds.$inferInsert)[];
};

export type PhotoMode = 'all' | 'most' | 'few' | 'none';

const cancellationText: Record<CancellationPolicyKind, string> = {
  FullyRefundable:
    'Free cancellation until 14 days before check-in. After that, the booking is non-refundable.',
  PartiallyRefundable:
    'Full refund if cancelled at least 30 days before check-in; 50% refund if cancelled at least 7 days before check-in.',
  NonRefundable: 'This booking is non-refundable.',
  Unknown: 'Cancellation terms are set by the property manager; contact support for details.',
};

const bedDescriptions = [
  '1 King bed',
  '1 Queen bed',
  '2 Twin beds',
  '1 Queen bed, 1 Sofa bed',
  '2 Double beds',
  '1 Full bed',
  'Bunk beds',
];
const bathDescriptions = [
  'Full bathroom with shower',
  'Full bathroom with tub and shower',
  'Half bathroom',
  'Ensuite bathroom with walk-in shower',
];

/** A photo plan: exteriors first, then the rooms in a natural order, then extras. */
function photoPlan(f: Faker, count: number, mode: PhotoMode): (PhotoCategory | null)[] {
  const order: PhotoCategory[] = [
    'Exterior',
    'LivingArea',
    'Kitchen',
    'DiningArea',
    'Bedroom',
    'Bedroom',
    'Bathroom',
  ];
  const plan: PhotoCategory[] = [];
  for (let i = 0; i < count; i++) plan.push(order[i] ?? f.helpers.arrayElement(photoCategories));
  const share = { all: 1, most: 0.8, few: 0.35, none: 0 }[mode];
  const categorised = Math.ceil(count * share);
  return plan.map((c, i) => (i < categorised ? c : null));
}

export function buildListing(
  f: Faker,
  input: {
    id: string;
    index: number;
    market: MarketSeed;
    today: string;
    photoMode: PhotoMode;
    /** The home's kind when its title is fixed (designated listings); otherwise drawn for the market. */
    propertyType?: string;
  },
): ListingBundle {
  const { id, index, market, today } = input;
  const bedroomsCount = f.helpers.weightedArrayElement([
    { value: 1, weight: 3 },
    { value: 2, weight: 4 },
    { value: 3, weight: 4 },
    { value: 4, weight: 2 },
    { value: 5, weight: 1 },
    { value: 6, weight: 1 },
  ]);
  const bathroomsCount = Math.max(1, Math.round(bedroomsCount * 0.75 * 2) / 2);
  const petFriendly = f.number.float() < 0.45;
  const collection: ListingCollection = f.helpers.weightedArrayElement([
    { value: 'Premier', weight: 1 },
    { value: 'Lifestyle', weight: 1 },
    { value: 'NoCollection', weight: 8 },
  ]);
  const policy = cancellationPolicies[index % cancellationPolicies.length] as CancellationPolicyKind;
  const baseNightly =
    f.number.int({ min: 8, max: 45 }) * 1000 +
    bedroomsCount * 2500 +
    (collection === 'NoCollection' ? 0 : 15000);
  const longText = f.number.float() < 0.15;
  const weekdayRule = f.number.float();
  // Jitter within roughly 6 km of the city centre.
  const lat = market.lat + f.number.float({ min: -0.05, max: 0.05 });
  const lon = market.lon + f.number.float({ min: -0.06, max: 0.06 });
  // First and last name only: a host page shows no titles or suffixes ("Dr.", "MD").
  const host = `${f.person.firstName()} ${f.person.lastName()}`;
  const amenities = amenitiesFor(f, market, petFriendly, index % 5 === 0);
  const text: TextContext = {
    market,
    propertyType: input.propertyType ?? f.helpers.arrayElement(propertyTypes[market.scene]),
    bedrooms: bedroomsCount,
    amenities: new Set(amenities.map((a) => a.kind)),
    host,
  };

  const listing: typeof listings.$inferInsert = {
    id,
    marketId: market.id,
    name: listingName(f, market, bedroomsCount, text.propertyType, amenities),
    description: listingDescription(f, text, index % 9 === 4),
    addressLine: f.location.streetAddress(),
    city: market.city,
    state: market.state,
    postalCode: f.location.zipCode('#####'),
    addressKind: f.number.float() < 0.7 ? 'obfuscated' : 'full',
    lat: Math.round(lat * 1e6) / 1e6,
    lon: Math.round(lon * 1e6) / 1e6,
    hostName: host,
    hostImageUrl:
      f.number.float() < 0.85 ? hostImageUrl(f.number.int({ min: 1, max: HOST_AVATAR_COUNT })) : null,
    providerListingId: `hc-${f.string.numeric(8)}`,
    listingCollection: collection,
    starRating: f.number.float() < 0.8 ? f.helpers.arrayElement([3, 3.5, 4, 4.5, 5]) : null,
    userRatingScore: f.number.float() < 0.85 ? f.number.int({ min: 62, max: 100 }) / 100 : null,
    maxOccupancy: bedroomsCount * 2 + f.number.int({ min: 0, max: 2 }),
    petFriendly,
    maxPets: petFriendly ? f.number.int({ min: 1, max: 3 }) : 0,
    minStayNights: f.helpers.weightedArrayElement([
      { value: 1, weight: 5 },
      { value: 2, weight: 4 },
      { value: 3, weight: 2 },
      { value: 5, weight: 1 },
    ]),
    maxStayNights: f.number.float() < 0.3 ? f.helpers.arrayElement([14, 21, 28, 30]) : null,
    checkInWeekdays: weekdayRule < 0.06 ? [6] : weekdayRule < 0.1 ? [5, 6] : null,
    checkOutWeekdays: weekdayRule < 0.06 ? [6] : weekdayRule > 0.96 ? [0, 6] : null,
    minBookingWindowDays: f.helpers.weightedArrayElement([
      { value: 0, weight: 8 },
      { value: 1, weight: 2 },
      { value: 3, weight: 1 },
      { value: 7, weight: 1 },
    ]),
    baseNightlyMinor: baseNightly,
    bedrooms: Array.from({ length: bedroomsCount }, (_, i) => ({
      description: `Bedroom ${i + 1}: ${f.helpers.arrayElement(bedDescriptions)}`,
    })),
    bathrooms: Array.from({ length: Math.ceil(bathroomsCount) }, () => ({
      description: f.helpers.arrayElement(bathDescriptions),
    })),
    numberOfBedrooms: bedroomsCount,
    numberOfBathrooms: bathroomsCount,
    amenities,
    checkInTimes: [f.helpers.arrayElement(['15:00', '16:00', '16:00', '17:00'])],
    checkOutTimes: [f.helpers.arrayElement(['10:00', '10:00', '11:00'])],
    checkinInformation: f.helpers.arrayElement([
      'Self check-in with a keypad; the code is sent 24 hours before arrival.',
      'A lockbox by the front door holds the keys; the code is in your confirmation email.',
      'Meet the property manager on site; please share your arrival time.',
    ]),
    importantInformation: longText
      ? longImportantInformation(text)
      : 'No smoking. No parties or events. Quiet hours 10 PM – 8 AM.',
    petsPolicy: petFriendly
      ? longText
        ? LONG_PETS_POLICY
        : 'Pets are welcome; a pet fee applies.'
      : 'Pets are not allowed. Service animals are always welcome.',
    registrationId: f.number.float() < 0.3 ? `STR-${f.string.numeric(6)}` : null,
    cancellationPolicy: policy,
    cancellationDescription: cancellationText[policy],
    fullRefundDaysBefore: policy === 'FullyRefundable' ? 14 : policy === 'PartiallyRefundable' ? 30 : null,
    partialRefundPercent: policy === 'PartiallyRefundable' ? 50 : null,
    partialRefundDaysBefore: policy === 'PartiallyRefundable' ? 7 : null,
    createdAt: new Date(`${addDays(today, -f.number.int({ min: 30, max: 900 }))}T12:00:00Z`),
  };

  const photoCount = f.number.int({ min: 6, max: 20 });
  const photos = photoPlan(f, photoCount, input.photoMode).map((category, position) => {
    const shown = category ?? f.helpers.arrayElement(photoCategories);
    return {
      listingId: id,
      position,
      url: photoUrl(
        shown,
        market.scene,
        f.number.int({ min: 1, max: showsScene(shown) ? SCENE_VARIANTS : BATHROOM_VARIANTS }),
      ),
      category,
      altText: `${listing.name} – ${shown.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()}`,
    };
  });

  const usedComments = new Set<string>();
  const reviewRows = Array.from({ length: f.number.int({ min: 0, max: 15 }) }, () => {
    // Most stays go well: scores lean high, as on real booking sites.
    const overallScore =
      f.helpers.weightedArrayElement([
        { value: f.number.int({ min: 80, max: 100 }), weight: 7 },
        { value: f.number.int({ min: 60, max: 79 }), weight: 2 },
        { value: f.number.int({ min: 40, max: 59 }), weight: 1 },
      ]) / 100;
    return {
      id: f.string.uuid(),
      listingId: id,
      overallScore,
      submittedDate: addDays(today, -f.number.int({ min: 3, max: 720 })),
      comments: reviewComment(f, text, overallScore, usedComments),
      authorName: `${f.person.firstName()} ${f.person.lastName().charAt(0)}.`,
      verificationSource: f.helpers.arrayElement(['Verified stay', 'Vrbo', 'Hopper Homes']),
    };
  });

  return {
    listing,
    photos,
    reviews: reviewRows,
    rates: seasonalRates(f, id, today, baseNightly),
    fees: feesFor(f, id, index, petFriendly),
    discounts: discountsFor(f, id),
    holds: calendarBlocks(f, id, today),
  };
}
