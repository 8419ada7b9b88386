import type { HotelTrip } from '@portal/contracts/trips';
import { usd } from '../trip-fixtures.ts';

// Hotel trips shaped like api.md "Trips" (itinerary/hotels); the tests parse them with the contract schemas.

/** A confirmed, upcoming 2-night stay in a Chicago hotel, paid now by card, free cancellation until 2 days before. */
export function makeHotelTrip(patch: Partial<HotelTrip> = {}): HotelTrip {
  const code = patch.id?.value ?? 'HTL-7KQ2M9';
  return {
    id: { value: code },
    confirmationCode: code,
    status: 'Confirmed',
    bookingState: 'Confirmed',
    confirmationState: 'Confirmed',
    supplierConfirmationCode: 'SIM-4F2A9C0E17',
    tripKind: 'Hotel',
    timeState: 'Future',
    stayDates: { from: '2026-04-10', until: '2026-04-12' },
    nights: 2,
    roomsCount: 1,
    adultsCount: 2,
    childrenAges: [7],
    lodging: {
      lodgingId: 'htl_chi_0003',
      name: 'The Lakeshore Loop Hotel',
      starRating: 'Four',
      collection: 'NoCollection',
      chainName: 'Marriott Hotels',
      loyaltyProgramCode: 'MAR',
      address: '151 E Wacker Dr, Chicago, IL, US',
      checkInTime: '15:00',
      checkOutTime: '11:00',
      timeZone: 'America/Chicago',
      photo: { url: '/p/hotel.svg', alt: 'Hotel lobby' },
    },
    room: { roomId: 'htl_chi_0003_king', name: 'Deluxe King' },
    rate: {
      rateId: 'htl_chi_0003_king_flex',
      mealPlan: 'Breakfast',
      paymentTiming: 'PayNow',
      refundPolicy: 'FullyRefundable',
    },
    cancellationPolicy: {
      refundPolicy: 'FullyRefundable',
      deadline: '2026-04-08T20:00:00.000Z',
      description:
        'Free cancellation until Wed, Apr 8, 2026, 3:00 PM (hotel time). After that, cancelling costs the first night.',
    },
    loyaltyNumber: '123456789',
    specialRequests: 'High floor, away from the elevator',
    total: usd(468.4),
    dueAtHotel: usd(0),
    paidWith: {
      lines: [
        { kind: 'UserCard', description: 'Visa ending in 4242', amount: usd(468.4), cardLastFour: '4242' },
      ],
      totalPaid: usd(468.4),
      earned: null,
    },
    email: 'booked@demo.test',
    createdAt: '2026-03-01T14:00:00.000Z',
    bookedAt: '2026-03-01T14:00:00.000Z',
    payments: [{ kind: 'UserCard', amount: usd(468.4), accountName: 'Venture X', cardLastFour: '4242' }],
    refunds: [],
    refundTotal: usd(0),
    location: {
      line1: '151 E Wacker Dr',
      city: 'Chicago',
      state: 'IL',
      postalCode: '60601',
      countryCode: 'US',
      coordinates: { lat: 41.8881, lon: -87.6226 },
    },
    beds: [{ type: 'King', count: 1 }],
    rateName: 'Flexible rate',
    price: {
      nights: 2,
      perNight: usd(199),
      roomCharges: usd(398),
      complimentaryNightDiscount: usd(0),
      taxes: [{ kind: 'Tax', amount: usd(70.4) }],
      fees: [],
      dueAtProperty: [],
      agentFee: usd(0),
      paidNow: usd(468.4),
      dueAtHotel: usd(0),
      tripTotal: usd(468.4),
    },
    ...patch,
  };
}

/** The same stay on a pay-at-hotel rate: nothing charged, a resort fee and the room paid at the desk. */
export function makePayAtHotelTrip(patch: Partial<HotelTrip> = {}): HotelTrip {
  const base = makeHotelTrip();
  return makeHotelTrip({
    rate: { ...base.rate, paymentTiming: 'PayLater' },
    total: usd(0),
    dueAtHotel: usd(518.4),
    // The card guarantees the room: a $0 payment names it (the engine's card guarantee).
    paidWith: {
      lines: [{ kind: 'UserCard', description: 'Visa ending in 4242', amount: usd(0), cardLastFour: '4242' }],
      totalPaid: usd(0),
      earned: null,
    },
    payments: [{ kind: 'UserCard', amount: usd(0), accountName: 'Venture X', cardLastFour: '4242' }],
    price: {
      ...base.price,
      dueAtProperty: [{ kind: 'ResortFee', amount: usd(50) }],
      paidNow: usd(0),
      dueAtHotel: usd(518.4),
      tripTotal: usd(518.4),
    },
    ...patch,
  });
}

export function makeCancelledHotelTrip(patch: Partial<HotelTrip> = {}): HotelTrip {
  return makeHotelTrip({
    status: 'Cancelled',
    bookingState: 'Cancelled',
    timeState: 'Canceled',
    cancelledAt: '2026-03-05T16:30:00.000Z',
    refunds: [{ kind: 'UserCard', amount: usd(468.4), at: '2026-03-05T16:30:00.000Z' }],
    refundTotal: usd(468.4),
    ...patch,
  });
}
