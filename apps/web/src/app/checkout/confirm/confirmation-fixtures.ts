import type { Reservation } from '@portal/contracts/purchase';

const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

/** A reservation shaped like the fulfil poll's answer (api.md "Checkout"). */
export function makeReservation(patch: Partial<Reservation> = {}): Reservation {
  return {
    id: { value: 'H-AB12CD34' },
    status: 'Confirmed',
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
        registrationId: null,
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
        { kind: 'TravelWalletOffer', description: '$50 off vacation rentals', amount: usd(50) },
        {
          kind: 'Rewards',
          description: 'Venture X rewards',
          amount: usd(250),
          rewards: { value: 25000, currency: 'Miles', currencyDescription: 'miles' },
        },
        { kind: 'UserCard', description: 'Visa ending in 1111', amount: usd(512.5), cardLastFour: '1111' },
      ],
      totalPaid: usd(812.5),
      earned: {
        rewards: { value: 5125, currency: 'Miles', currencyDescription: 'miles' },
        accountName: 'Venture X',
      },
    },
    email: 'booked@demo.test',
    createdAt: '2026-02-01T09:30:00.000Z',
    trackingProperties: {},
    ...patch,
  };
}
