import type { Fiat } from '@portal/contracts/common';
import type { CancelQuoteSuccess, HomeTrip } from '@portal/contracts/trips';

// Answers shaped like api.md "Trips" (the tests parse them with the contract schemas).

export const usd = (value: number): Fiat => ({ value, currencyCode: 'USD', currencySymbol: '$' });

/** A confirmed, upcoming 3-night stay paid by card and rewards. */
export function makeTrip(patch: Partial<HomeTrip> = {}): HomeTrip {
  const code = patch.id?.value ?? 'H-AB12CD34';
  return {
    id: { value: code },
    confirmationCode: code,
    status: 'Confirmed',
    tripKind: 'Home',
    timeState: 'Future',
    stayDates: { from: '2026-03-08', until: '2026-03-11' },
    guests: { adults: 2, children: 1, infants: 0, petsIncluded: true },
    listing: {
      listingId: { id: 'vr-1' },
      content: {
        name: 'Blue Ridge Cabin',
        description: null,
        amenities: [],
        layout: { bedrooms: [], bathrooms: [], numberOfBedrooms: 2, numberOfBathrooms: 1 },
        location: {
          address: { line1: '12 Pine Rd', city: 'Asheville', state: 'NC', postalCode: '28801', kind: 'Full' },
          exactCoordinates: { lat: 35.59, lon: -82.55 },
        },
        media: [{ url: '/p/1.svg', alt: 'Living room', tags: { kind: 'LivingArea' } }],
        starRating: 4,
        userRating: null,
        registrationId: 'STR-2024-00117',
        reviews: { overallScore: null, items: [] },
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
        checkinInformation: null,
        importantInformation: null,
        petsPolicy: null,
      },
      stayRules: {
        maxOccupancy: 6,
        petFriendly: true,
        maxPets: 2,
        minStayNights: 1,
        maxStayNights: null,
        checkInWeekdays: null,
        checkOutWeekdays: null,
        minBookingWindowDays: 0,
      },
      trackingProperties: {},
    },
    listingCollection: 'NoCollection',
    cancellationPolicy: {
      policy: 'FullyRefundable',
      description: 'Full refund up to 14 days before check-in.',
    },
    providerAdditionalReservationInfo: {
      checkInTimes: ['16:00'],
      checkOutTimes: ['10:00'],
      checkinInformation: 'Keypad entry.<script>alert(1)</script>',
      importantInformation: 'No parties.',
      hostName: 'Dana',
    },
    total: usd(812.5),
    paidWith: {
      lines: [
        {
          kind: 'Rewards',
          description: 'Venture X rewards',
          amount: usd(200),
          rewards: { value: 20000, currency: 'Miles', currencyDescription: 'miles' },
        },
        { kind: 'UserCard', description: 'Visa ending in 1234', amount: usd(612.5), cardLastFour: '1234' },
      ],
      totalPaid: usd(812.5),
      earned: {
        rewards: { value: 6125, currency: 'Miles', currencyDescription: 'miles' },
        accountName: 'Venture X',
      },
    },
    email: 'booked@demo.test',
    createdAt: '2026-02-01T09:30:00.000Z',
    bookedAt: '2026-02-01T09:30:00.000Z',
    trackingProperties: {},
    payments: [
      {
        kind: 'UserCard',
        amount: usd(612.5),
        accountName: 'Venture X',
        cardLastFour: '1234',
      },
      {
        kind: 'Rewards',
        amount: usd(200),
        rewards: { value: 20000, currency: 'Miles', currencyDescription: 'miles' },
        accountName: 'Venture X',
      },
    ],
    price: {
      nightly: usd(250),
      nights: 3,
      rent: usd(750),
      discounts: [{ description: 'Weekly discount', amount: usd(37.5) }],
      fees: [
        { kind: 'CleaningFee', amount: usd(50) },
        { kind: 'SalesTax', amount: usd(30) },
        { kind: 'CityTax', amount: usd(20) },
      ],
      feesTotal: usd(50),
      taxes: usd(50),
      agentFee: usd(0),
      total: usd(812.5),
    },
    refunds: [],
    refundTotal: usd(0),
    ...patch,
  };
}

export function makeCancelledTrip(patch: Partial<HomeTrip> = {}): HomeTrip {
  return makeTrip({
    status: 'Cancelled',
    timeState: 'Canceled',
    cancelledAt: '2026-02-03T15:00:00.000Z',
    refunds: [
      { kind: 'UserCard', amount: usd(612.5), at: '2026-02-03T15:00:00.000Z' },
      {
        kind: 'Rewards',
        amount: usd(200),
        rewards: { value: 20000, currency: 'Miles', currencyDescription: 'miles' },
        at: '2026-02-03T15:00:00.000Z',
      },
    ],
    refundTotal: usd(812.5),
    ...patch,
  });
}

export function makeQuote(patch: Partial<CancelQuoteSuccess> = {}): CancelQuoteSuccess {
  return {
    type: 'HomesCancelQuoteSuccess',
    quoteId: 'q-1',
    refund: { fiat: usd(812.5), rewards: {} },
    policy: { policy: 'FullyRefundable', description: 'Full refund up to 14 days before check-in.' },
    refundKind: 'Full',
    breakdown: [
      { kind: 'UserCard', amount: usd(612.5) },
      { kind: 'Rewards', amount: usd(200), rewards: { value: 20000, currency: 'Miles' } },
    ],
    paid: usd(812.5),
    expiresAt: '2026-02-03T15:15:00.000Z',
    ...patch,
  };
}
