import type { HotelResult, HotelAvailabilityAnswer } from '@portal/contracts/hotels';
import type { HotelRoomProduct, HotelShopAnswer } from '@portal/contracts/hotel-details';

// Contract-shaped answers for the hotel component tests (the dev/test answer check validates them).

export const fiat = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });
export const price = (value: number) => ({ fiat: fiat(value), rewards: {} });

export function hotelResult(id: string, overrides: Partial<HotelResult> = {}): HotelResult {
  return {
    lodgingId: id,
    name: `Hotel ${id}`,
    coordinates: { lat: 41.88, lon: -87.63 },
    address: { line1: '1 Main St', city: 'Chicago', state: 'IL', countryCode: 'US' },
    starRating: 'Four',
    userRating: { overallScore: 0.87, outOfTen: 8.7, label: 'Excellent', reviewCount: 1204 },
    collection: 'NoCollection',
    chainName: 'Marriott International',
    brand: 'Marriott',
    loyaltyProgramCode: 'MAR',
    thumbnail: { url: '/media/exterior-city-1.svg', alt: 'Front of the hotel' },
    amenities: ['Free WiFi', 'Pool'],
    distanceKm: 1.6,
    offersComplimentaryNight: false,
    lead: {
      roomId: 'r1',
      rateId: 'rate1',
      roomName: 'King Room',
      perNightSellRate: price(210),
      sellRate: price(630),
      total: price(720),
      tripTotal: price(745),
      taxesAndFees: price(115),
      refundPolicy: 'FullyRefundable',
      freeCancellation: true,
      freeCancellationUntil: '2030-01-13T21:00:00.000Z',
      mealPlan: 'Breakfast',
      paymentTiming: 'PayNow',
      complimentaryNightApplies: false,
    },
    ...overrides,
  };
}

export function availabilityAnswer(
  lodgings: HotelResult[],
  overrides: Partial<HotelAvailabilityAnswer> = {},
): HotelAvailabilityAnswer {
  return {
    place: {
      term: 'Chicago, IL',
      city: 'Chicago',
      state: 'IL',
      countryCode: 'US',
      coordinates: { lat: 41.88, lon: -87.63 },
    },
    nights: 3,
    lodgings,
    facets: {
      pricePerNight: { min: 120, max: 640 },
      starRatings: [{ value: 'Four', count: 2 }],
      guestRatings: [{ value: 8, count: 2 }],
      freeCancellation: 1,
      mealPlans: [
        { value: 'Breakfast', count: 1 },
        { value: 'RoomOnly', count: 2 },
      ],
      chains: [{ value: 'Marriott International', count: 2, loyaltyProgramCode: 'MAR' }],
      amenities: [{ value: 'Pool', count: 2 }],
      collections: [{ value: 'Premier', count: 1 }],
    },
    total: lodgings.length,
    totalUnfiltered: lodgings.length,
    ...overrides,
  };
}

export function roomProduct(rateId: string, overrides: Partial<HotelRoomProduct> = {}): HotelRoomProduct {
  const refundable = overrides.refundPolicy !== 'NonRefundable';
  return {
    rateId,
    roomId: 'room-king',
    name: refundable ? 'Flexible rate' : 'Non-refundable saver',
    sellRate: price(600),
    total: price(690),
    tripTotal: price(700),
    perNightSellRate: price(200),
    perNightBeforeDiscount: price(200),
    nightly: [],
    tripTotalExcludingTaxes: price(600),
    complimentaryNightDiscount: fiat(0),
    taxes: [],
    fees: [],
    dueAtProperty: [],
    payNow: fiat(700),
    payAtHotel: fiat(0),
    paymentTiming: 'PayNow',
    mealPlan: 'RoomOnly',
    refundPolicy: 'FullyRefundable',
    cancellationPolicy: {
      refundPolicy: refundable ? 'FullyRefundable' : 'NonRefundable',
      deadline: refundable ? '2030-01-13T21:00:00.000Z' : null,
      freeCancellation: refundable,
      description: '',
    },
    priceFreezeOffer: null,
    ...overrides,
  };
}

export function shopAnswer(overrides: Partial<HotelShopAnswer> = {}): HotelShopAnswer {
  return {
    lodging: {
      lodgingId: 'htl_chi_0003',
      name: 'The Drake Chicago',
      description: 'A landmark on the lake.',
      starRating: 'Five',
      userRating: { overallScore: 0.91, outOfTen: 9.1, label: 'Excellent', reviewCount: 980 },
      collection: 'Premier',
      chainName: 'Hilton',
      brand: 'Hilton Hotels',
      loyaltyProgramCode: 'HIL',
      location: {
        address: { line1: '140 E Walton Pl', city: 'Chicago', state: 'IL', countryCode: 'US' },
        coordinates: { lat: 41.9, lon: -87.62 },
        timeZone: 'America/Chicago',
      },
      media: [{ url: '/media/exterior-city-1.svg', alt: 'The hotel' }],
      amenities: ['Free WiFi', 'Fitness center'],
      policies: { checkInTime: '15:00', checkOutTime: '11:00', petFriendly: false, petsPolicy: null },
      reviews: {
        rating: { overallScore: 0.91, outOfTen: 9.1, label: 'Excellent', reviewCount: 980 },
        items: [
          {
            overallScore: 0.9,
            label: 'Excellent',
            submittedDate: '2029-11-02',
            comments: 'Great view.',
            authorName: 'Dana',
            verificationSource: { text: 'Verified stay' },
          },
        ],
      },
      perks: ['Daily breakfast for two', 'Room upgrade when available'],
      complimentaryNight: {
        offered: true,
        applies: true,
        freeNights: 1,
        termsPath: '/terms/complimentary-night/',
      },
    },
    stay: { fromDate: '2030-01-15', untilDate: '2030-01-19', nights: 4, roomsCount: 1 },
    availability: { result: 'Available', violations: [] },
    rooms: [
      {
        roomId: 'room-king',
        name: 'Deluxe King',
        beds: [{ type: 'King', count: 1 }],
        sizeSquareMeters: 32,
        maxOccupancy: 2,
        amenities: ['Lake view'],
        media: [],
        roomsLeft: 2,
        available: true,
        unavailableReason: null,
        rates: [
          roomProduct('rate-flex', { mealPlan: 'BreakfastFor2' }),
          roomProduct('rate-saver', {
            refundPolicy: 'NonRefundable',
            tripTotal: price(560),
            perNightSellRate: price(160),
            paymentTiming: 'PayLater',
            payNow: fiat(0),
            payAtHotel: fiat(560),
          }),
        ],
      },
      {
        roomId: 'room-suite',
        name: 'Lake Suite',
        beds: [{ type: 'Queen', count: 2 }],
        sizeSquareMeters: 60,
        maxOccupancy: 4,
        amenities: [],
        media: [],
        roomsLeft: 0,
        available: false,
        unavailableReason: 'SoldOut',
        rates: [],
      },
    ],
    ...overrides,
  };
}
