import type { Faker } from '@faker-js/faker';
import { addDays } from '@portal/domain/iso-date';
import { dateRangeLiteral } from '../schema/columns.ts';
import type { listings } from '../schema/listings.ts';
import { LONG_PETS_POLICY, longImportantInformation } from './listing-text.ts';
import { buildListing, type ListingBundle } from './listing-builder.ts';
import { marketSeeds, DEMO_MARKET_ID, type MarketSeed } from './markets-data.ts';

type ListingRow = typeof listings.$inferInsert;

// Listings with stable ids that tests, e2e journeys and docs/demo-data.md rely on. All sit in Asheville, NC.
// Apart from the one trait each exists for, they are permissive: no blocks, 1-night minimum, any weekday.
export type Designated = {
  id: string;
  triggers: string;
  apply: (b: ListingBundle, today: string) => void;
  /** The kind of home its fixed title names, so that its description says the same. */
  propertyType?: string;
};

const set = (patch: Partial<ListingRow>) => (b: ListingBundle) => Object.assign(b.listing, patch);

function demoMarket(): MarketSeed {
  const found = marketSeeds.find((m) => m.id === DEMO_MARKET_ID);
  if (!found) throw new Error('demo market missing');
  return found;
}
const asheville = demoMarket();
const hotTub = { kind: 'HotTub', displayName: 'Hot tub', group: 'Outdoor' } as const;

export const designatedListings: readonly Designated[] = [
  {
    id: 'vr-demo-open',
    triggers: 'Always available: no rules or blocks (book it in demos)',
    apply: () => {},
  },
  {
    id: 'vr-demo-min-stay-7',
    triggers: 'MinStayViolation for stays under 7 nights',
    apply: set({ minStayNights: 7 }),
  },
  {
    id: 'vr-demo-max-stay-3',
    triggers: 'MaxStayViolation for stays over 3 nights',
    apply: set({ maxStayNights: 3 }),
  },
  {
    id: 'vr-demo-max-occupancy-2',
    propertyType: 'Cabin',
    triggers: 'OccupancyViolation above 2 guests (adults + children)',
    apply: set({
      maxOccupancy: 2,
      name: 'Tiny Cabin for Two',
      description:
        'Our tiny cabin is a quiet hideaway for two, ten minutes from downtown Asheville and the Blue Ridge Parkway.\n\n' +
        'It has a queen bed under the skylight, a kitchenette with a two-burner stove and a porch swing that looks out into the woods.\n\n' +
        'Perfect for a honeymoon, an anniversary or a writing weekend. We look forward to hosting you!',
      bedrooms: [{ description: 'Bedroom 1: 1 Queen bed' }],
      numberOfBedrooms: 1,
    }),
  },
  {
    id: 'vr-demo-no-pets',
    triggers: 'PetPolicyViolation with any pet',
    apply: (b) => {
      set({
        petFriendly: false,
        maxPets: 0,
        petsPolicy: 'Pets are not allowed. Service animals are always welcome.',
      })(b);
      b.listing.amenities = (b.listing.amenities ?? []).filter((a) => a.group !== 'Pets');
      b.fees = b.fees.filter((fee) => fee.kind !== 'PetFee');
    },
  },
  {
    id: 'vr-demo-checkin-saturday',
    triggers: 'CheckInNotAllowed unless check-in is a Saturday',
    apply: set({ checkInWeekdays: [6] }),
  },
  {
    id: 'vr-demo-checkout-saturday',
    triggers: 'CheckOutNotAllowed unless check-out is a Saturday',
    apply: set({ checkOutWeekdays: [6] }),
  },
  {
    id: 'vr-demo-blocked-60',
    triggers: 'BlockedDates: every night from today to today + 60 days is blocked',
    apply: (b, today) => {
      b.holds = [
        {
          id: '00000000-0000-4000-8000-000000000060',
          listingId: b.listing.id,
          dates: dateRangeLiteral(today, addDays(today, 60)),
          kind: 'Block',
          createdAt: new Date(`${today}T00:00:00Z`),
        },
      ];
    },
  },
  {
    id: 'vr-demo-window-14',
    triggers: 'MinBookingWindowViolation for check-in before today + 14 days',
    apply: set({ minBookingWindowDays: 14 }),
  },
  {
    id: 'vr-demo-broken-photo',
    triggers: 'Second photo URL is missing (gallery hides and reports it)',
    apply: (b) => {
      const photo = b.photos[1];
      if (photo) photo.url = '/media/does-not-exist.jpg';
    },
  },
  {
    id: 'vr-demo-no-description',
    triggers: 'No description: About section hidden',
    apply: set({ description: null }),
  },
  {
    id: 'vr-demo-no-bedrooms',
    propertyType: 'Loft',
    triggers: 'Studio without bedrooms: Rooms and beds section hidden',
    apply: set({
      name: 'Downtown Studio Loft',
      description:
        'A bright studio loft above a bakery in downtown Asheville, steps from the galleries and breweries.\n\n' +
        'The open room has a queen bed, a sofa by the tall windows and a compact kitchen with an espresso maker.\n\n' +
        'Park once and walk everywhere: the River Arts District is a ten-minute stroll.',
      bedrooms: [],
      numberOfBedrooms: 0,
      maxOccupancy: 2,
    }),
  },
  {
    id: 'vr-demo-premier',
    propertyType: 'Estate',
    triggers: 'Premier collection; long important information and pets policy; registration id',
    apply: (b) => {
      // The title promises a hot tub, so the listing has one, and its house rules say how to use it.
      const amenities = (b.listing.amenities ?? []).filter((a) => a.kind !== hotTub.kind);
      b.listing.amenities = [...amenities, hotTub];
      const text = {
        market: asheville,
        propertyType: 'Estate',
        bedrooms: b.listing.numberOfBedrooms ?? 0,
        amenities: new Set(b.listing.amenities.map((a) => a.kind)),
        host: b.listing.hostName,
      };
      set({
        listingCollection: 'Premier',
        name: 'Premier Blue Ridge Estate with Hot Tub',
        importantInformation: longImportantInformation(text),
        petsPolicy: LONG_PETS_POLICY,
        registrationId: 'STR-2024-00117',
        starRating: 5,
        cancellationPolicy: 'FullyRefundable',
        cancellationDescription:
          'Free cancellation until 14 days before check-in. After that, the booking is non-refundable.',
        fullRefundDaysBefore: 14,
        partialRefundPercent: null,
        partialRefundDaysBefore: null,
      })(b);
    },
  },
  {
    id: 'vr-demo-lifestyle',
    propertyType: 'Loft',
    triggers: 'Lifestyle collection',
    apply: set({ listingCollection: 'Lifestyle', name: 'Lifestyle River Arts Loft' }),
  },
  {
    id: 'vr-demo-html-description',
    triggers: 'Description holds <b>, <p> and a <script> tag (must be sanitised)',
    apply: set({
      description:
        '<b>Charming bungalow</b> near the River Arts District.<p>Walk to breweries and galleries.</p><script>alert("xss")</script>\n\nEnjoy the <i>porch swing</i> & the mountain air.',
    }),
  },
  {
    // The supplier ids are the ones apps/api/src/providers/supply/listing-supply.ts moves the live rate of.
    id: 'vr-demo-price-rises',
    propertyType: 'Cabin',
    triggers: 'Quote price 12% above the shown price (the price-increase modal)',
    apply: set({ providerListingId: 'hc-rate-rises', name: 'Hillside Cabin with Rising Rates' }),
  },
  {
    id: 'vr-demo-price-drops',
    propertyType: 'Cottage',
    triggers: 'Quote price 10% below the shown price (the price-decrease modal)',
    apply: set({ providerListingId: 'hc-rate-drops', name: 'Creekside Cottage with Falling Rates' }),
  },
];

export function buildDesignated(f: Faker, today: string): ListingBundle[] {
  const market = asheville;
  return designatedListings.map((d, i) => {
    const bundle = buildListing(f, {
      id: d.id,
      index: i,
      market,
      today,
      photoMode: i % 2 === 0 ? 'all' : 'most',
      ...(d.propertyType ? { propertyType: d.propertyType } : {}),
    });
    Object.assign(bundle.listing, {
      listingCollection: 'NoCollection',
      minStayNights: 1,
      maxStayNights: null,
      checkInWeekdays: null,
      checkOutWeekdays: null,
      minBookingWindowDays: 0,
      maxOccupancy: Math.max(bundle.listing.maxOccupancy, 6),
      petFriendly: true,
      maxPets: 2,
      petsPolicy: 'Pets are welcome; a pet fee applies.',
    } satisfies Partial<ListingRow>);
    if (!bundle.fees.some((fee) => fee.kind === 'PetFee')) {
      bundle.fees.push({ listingId: d.id, kind: 'PetFee', basis: 'PerPetPerStay', amountMinor: 5000 });
    }
    bundle.holds = [];
    d.apply(bundle, today);
    return bundle;
  });
}
