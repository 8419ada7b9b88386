import type { Reservation } from '@portal/contracts/purchase';

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
    total: { value: 812.5, currencyCode: 'USD', currencySymbol: '$' },
    email: 'booked@demo.test',
    createdAt: '2026-02-01T09:30:00.000Z',
    trackingProperties: {},
    ...patch,
  };
}
