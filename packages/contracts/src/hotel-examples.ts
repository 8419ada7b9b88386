// The OpenAPI examples of the hotel answers (api.md: "an example for every request and answer"). Not typed with
// the contracts' types (the schemas carry these in their meta, so that would make their types circular):
// hotels.test.ts parses each with its schema instead, so an example cannot drift from it.

const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
const price = (value: number) => ({ fiat: fiat(value), rewards: {} });
const rating = { overallScore: 0.92, outOfTen: 9.2, label: 'Excellent', reviewCount: 1240 };
const address = { line1: '140 E Walton Pl', city: 'Chicago', state: 'IL', countryCode: 'US' };
const coordinates = { lat: 41.9002, lon: -87.6245 };

export const HOTEL_AVAILABILITY_ANSWER_EXAMPLE = {
  place: {
    term: 'Chicago, IL',
    city: 'Chicago',
    state: 'IL',
    countryCode: 'US',
    coordinates: { lat: 41.8781, lon: -87.6298 },
  },
  nights: 4,
  lodgings: [
    {
      lodgingId: 'htl_chi_0003',
      name: 'The Drake Chicago',
      coordinates,
      address,
      starRating: 'Five',
      userRating: rating,
      collection: 'Premier',
      chainName: 'Hilton',
      brand: 'Hilton Hotels & Resorts',
      loyaltyProgramCode: 'HIL',
      thumbnail: { url: '/media/hotels/htl_chi_0003-1.jpg', alt: 'The Drake Chicago lobby' },
      amenities: ['Free WiFi', 'Fitness center', 'Restaurant'],
      distanceKm: 2.49,
      offersComplimentaryNight: true,
      lead: {
        roomId: 'rt_chi_0003_king',
        rateId: 'rp_chi_0003_king_flex',
        roomName: 'Deluxe King',
        perNightSellRate: price(243.75),
        sellRate: price(975),
        total: price(1121.25),
        tripTotal: price(1221.25),
        taxesAndFees: price(246.25),
        refundPolicy: 'FullyRefundable',
        freeCancellation: true,
        freeCancellationUntil: '2027-03-03T21:00:00.000Z',
        mealPlan: 'Breakfast',
        paymentTiming: 'PayNow',
        complimentaryNightApplies: true,
      },
    },
  ],
  facets: {
    pricePerNight: { min: 8900, max: 61200 },
    starRatings: [
      { value: 'One', count: 0 },
      { value: 'Two', count: 3 },
      { value: 'Three', count: 9 },
      { value: 'Four', count: 11 },
      { value: 'Five', count: 4 },
    ],
    guestRatings: [
      { value: 9, count: 5 },
      { value: 8, count: 15 },
      { value: 7, count: 22 },
      { value: 6, count: 26 },
    ],
    freeCancellation: 19,
    mealPlans: [
      { value: 'Breakfast', count: 14 },
      { value: 'RoomOnly', count: 27 },
    ],
    chains: [{ value: 'Hilton', loyaltyProgramCode: 'HIL', count: 6 }],
    amenities: [{ value: 'Free WiFi', count: 27 }],
    collections: [
      { value: 'Premier', count: 3 },
      { value: 'Lifestyle', count: 2 },
      { value: 'NoCollection', count: 22 },
    ],
  },
  total: 27,
  totalUnfiltered: 27,
};

/** The demo rate of the example: a non-refundable, room-only Deluxe King for two nights. */
const KING_NON_REFUNDABLE = {
  rateId: 'rp_chi_0003_king_nr',
  roomId: 'rt_chi_0003_king',
  name: 'Non-refundable, room only',
  sellRate: price(438),
  total: price(503.7),
  tripTotal: price(553.7),
  perNightSellRate: price(219),
  perNightBeforeDiscount: price(219),
  nightly: [
    { date: '2027-03-05', price: fiat(219), beforeDiscount: fiat(219), complimentary: false },
    { date: '2027-03-06', price: fiat(219), beforeDiscount: fiat(219), complimentary: false },
  ],
  tripTotalExcludingTaxes: price(488),
  complimentaryNightDiscount: fiat(0),
  taxes: [{ kind: 'Tax', amount: fiat(65.7) }],
  fees: [],
  dueAtProperty: [{ kind: 'ResortFee', amount: fiat(50) }],
  payNow: fiat(503.7),
  payAtHotel: fiat(50),
  paymentTiming: 'PayNow',
  mealPlan: 'RoomOnly',
  refundPolicy: 'NonRefundable',
  cancellationPolicy: {
    refundPolicy: 'NonRefundable',
    deadline: null,
    freeCancellation: false,
    description: 'Non-refundable',
  },
  priceFreezeOffer: null,
} as const;

export const HOTEL_SHOP_ANSWER_EXAMPLE = {
  lodging: {
    lodgingId: 'htl_chi_0003',
    name: 'The Drake Chicago',
    description: 'A landmark on the Magnificent Mile, steps from Oak Street Beach.',
    starRating: 'Five',
    userRating: rating,
    collection: 'Premier',
    chainName: 'Hilton',
    brand: 'Hilton Hotels & Resorts',
    loyaltyProgramCode: 'HIL',
    location: { address, coordinates, timeZone: 'America/Chicago' },
    media: [{ url: '/media/hotels/htl_chi_0003-1.jpg', alt: 'The Drake Chicago lobby' }],
    amenities: ['Free WiFi', 'Fitness center', 'Restaurant'],
    policies: {
      checkInTime: '15:00',
      checkOutTime: '11:00',
      petFriendly: true,
      petsPolicy: 'Dogs up to 25 lb.',
    },
    reviews: { rating, items: [] },
    perks: ['Daily breakfast for two', 'Room upgrade on arrival, when available'],
    complimentaryNight: {
      offered: true,
      applies: false,
      freeNights: 0,
      termsPath: '/terms/complimentary-night/',
    },
  },
  stay: { fromDate: '2027-03-05', untilDate: '2027-03-07', nights: 2, roomsCount: 1 },
  availability: { result: 'Available', violations: [] },
  rooms: [
    {
      roomId: 'rt_chi_0003_king',
      name: 'Deluxe King',
      beds: [{ type: 'King', count: 1 }],
      sizeSquareMeters: 32,
      maxOccupancy: 2,
      amenities: ['Lake view', 'Coffee maker'],
      media: [{ url: '/media/hotels/htl_chi_0003-king.jpg', alt: 'Deluxe King room' }],
      roomsLeft: 4,
      available: true,
      unavailableReason: null,
      rates: [
        { ...KING_NON_REFUNDABLE, isDefault: true },
        // Its refundable variant (spec §4): premium 12% of $503.70 rounded up to $61, $31 a night (30.50 up).
        {
          ...KING_NON_REFUNDABLE,
          total: price(564.7),
          tripTotal: price(614.7),
          perNightSellRate: price(250),
          perNightBeforeDiscount: price(250),
          tripTotalExcludingTaxes: price(549),
          payNow: fiat(564.7),
          cancellationPolicy: {
            ...KING_NON_REFUNDABLE.cancellationPolicy,
            description:
              'Cancel for any reason until check-in at Fri, Mar 5, 2027, 3:00 PM (hotel time) and get 80% back ($402.96). Non-refundable',
          },
          isDefault: false,
          premiumPrices: price(61),
          premiumPricesPerNight: price(31),
          quoteId: 'cfq_3f9a2c71d04b8e65a1c2',
          coveragePercentage: 80,
          coverageAmount: fiat(402.96),
          pricingDescription:
            'Cancel for any reason until check-in and get 80% back ($402.96) for $31 per night.',
          additionalInfo: { shouldRefundCfarPremium: false },
        },
      ],
    },
  ],
};
