import type { Availability, Listing } from '@portal/contracts/listings';

/** Test data shaped like api.md's shop answer. */
const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number) => ({
  fiat: usd(value),
  rewards: { 'acct-1': { value: value * 100, currency: 'Miles' } },
});

export function makeListing(
  patch: Partial<Listing['content']> = {},
  terms: Partial<Listing['terms']> = {},
  stayRules: Partial<Listing['stayRules']> = {},
): Listing {
  return {
    listingId: { id: 'vr-1' },
    content: {
      name: 'Blue Ridge Cabin with Hot Tub and Mountain Views Near Downtown',
      description: 'A quiet cabin in the woods.',
      amenities: [
        { kind: 'wifi', displayName: 'Wi-Fi', group: 'Tech and Media' },
        { kind: 'tv', displayName: 'Smart TV', group: 'Tech and Media' },
        { kind: 'ac', displayName: 'Air conditioning', group: 'General' },
        { kind: 'heat', displayName: 'Heating', group: 'General' },
        { kind: 'wash', displayName: 'Washer', group: 'General' },
        { kind: 'dry', displayName: 'Dryer', group: 'General' },
        { kind: 'iron', displayName: 'Iron', group: 'General' },
        { kind: 'deck', displayName: 'Deck', group: 'Outdoor' },
        { kind: 'oven', displayName: 'Oven', group: 'Kitchen' },
        { kind: 'park', displayName: 'Free parking', group: 'Parking' },
        { kind: 'smoke', displayName: 'Smoke detector', group: 'Safety & Security' },
      ],
      layout: {
        bedrooms: [{ description: 'Bedroom 1: 1 King bed' }, { description: 'Bedroom 2: 2 Twin beds' }],
        bathrooms: [{ description: 'Full bathroom' }],
        numberOfBedrooms: 2,
        numberOfBathrooms: 1,
      },
      location: {
        address: { city: 'Asheville', state: 'NC', kind: 'Obfuscated' },
        exactCoordinates: { lat: 35.59, lon: -82.55 },
      },
      media: [
        { url: '/p/1.svg', alt: 'Living room', tags: { kind: 'LivingArea' } },
        { url: '/p/2.svg', alt: 'Kitchen', tags: { kind: 'Kitchen' } },
        { url: '/p/3.svg', alt: 'Bedroom', tags: { kind: 'Bedroom' } },
        { url: '/p/4.svg', alt: 'Outside', tags: { kind: null } },
      ],
      starRating: 4,
      userRating: { score: 0.94 },
      registrationId: 'STR-123456',
      reviews: {
        overallScore: 0.94,
        items: Array.from({ length: 7 }, (_, i) => ({
          overallScore: 0.9,
          submittedDate: '2025-03-01',
          comments: `Review number ${i + 1}`,
          authorName: `Guest ${i + 1}`,
          verificationSource: { text: 'Verified stay' },
        })),
      },
      ...patch,
    },
    hostInfo: { hostName: 'Dana', hostImageUrl: null },
    market: { id: 'm1', name: 'Asheville' },
    providerData: { listingProviderId: 'p-1' },
    listingCollection: 'NoCollection',
    terms: {
      maxOccupancy: 6,
      petFriendly: true,
      checkInTimes: ['16:00'],
      checkOutTimes: ['10:00'],
      checkinInformation: 'Keypad entry.',
      importantInformation: 'No parties.',
      petsPolicy: 'Dogs welcome.',
      ...terms,
    },
    stayRules: {
      maxOccupancy: terms.maxOccupancy ?? 6,
      petFriendly: terms.petFriendly ?? true,
      maxPets: 2,
      minStayNights: 1,
      maxStayNights: null,
      checkInWeekdays: null,
      checkOutWeekdays: null,
      minBookingWindowDays: 0,
      ...stayRules,
    },
    trackingProperties: {},
  };
}

export function availableRate(discount = 0): Availability {
  return {
    AvailabilityResult: 'Available',
    reasons: [],
    rate: {
      price: {
        nightly: price(225),
        nightlyBeforeDiscount: price(discount ? 250 : 225),
        total: price(620),
        rentTotal: price(450),
        taxes: price(60),
        fees: [
          { kind: 'CleaningFee', amount: usd(110) },
          { kind: 'SalesTax', amount: usd(40) },
          { kind: 'CityTax', amount: usd(20) },
        ],
        discounts: discount ? [{ description: 'Weekly discount', amount: usd(discount) }] : [],
      },
      cancellationPolicy: {
        policy: 'FullyRefundable',
        description: 'Full refund up to 14 days before check-in.',
      },
      paymentPolicy: { description: '' },
    },
  };
}

export function unavailable(reasons: Availability['reasons']): Availability {
  return { AvailabilityResult: 'Unavailable', reasons };
}
