import type { HotelsPriceQuote } from '@portal/contracts/hotel-booking';
import type { HotelReservation } from '@portal/contracts/purchase';
import { fiat, price, roomProduct } from '../../../test/hotel-fixtures.ts';

// Hotel checkout answers shaped like api.md "Checkout" with `{type: 'Hotels'}`, for the shop fixture's hotel
// (test/hotel-fixtures.ts: The Drake Chicago, Deluxe King, a $700 flexible rate and a $560 rate paid at the hotel).

const LODGING: HotelsPriceQuote['lodging'] = {
  lodgingId: 'htl_chi_0003',
  name: 'The Drake Chicago',
  starRating: 'Five',
  collection: 'Premier',
  chainName: 'Hilton',
  loyaltyProgramCode: 'HIL',
  address: '140 E Walton Pl, Chicago, IL 60611',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  timeZone: 'America/Chicago',
  photo: { url: '/media/exterior-city-1.svg', alt: 'The hotel' },
};

/** The live quote of a rate: pay now ($700 charged) or, with `payLater`, $560 due at the hotel and $0 now. */
export function hotelQuote({ payLater = false, total }: { payLater?: boolean; total?: number } = {}) {
  const tripTotal = total ?? (payLater ? 560 : 700);
  const rate = payLater
    ? roomProduct('rate-saver', {
        refundPolicy: 'NonRefundable',
        tripTotal: price(tripTotal),
        paymentTiming: 'PayLater',
        payNow: fiat(0),
        payAtHotel: fiat(tripTotal),
        cancellationPolicy: {
          refundPolicy: 'NonRefundable',
          deadline: null,
          freeCancellation: false,
          description: 'This rate is non-refundable. A no-show is charged the first night.',
        },
      })
    : roomProduct('rate-flex', {
        mealPlan: 'BreakfastFor2',
        tripTotal: price(tripTotal),
        taxes: [{ kind: 'Tax', amount: fiat(tripTotal - 600) }],
        cancellationPolicy: {
          refundPolicy: 'FullyRefundable',
          deadline: '2030-01-13T21:00:00.000Z',
          freeCancellation: true,
          description: 'Free cancellation until Jan 13, 3:00 PM (hotel time).',
        },
      });
  const dueNow = payLater ? 0 : tripTotal;
  const quote: HotelsPriceQuote = {
    orderedProductId: 'op-1',
    paymentSessionToken: 'ps-1',
    lodging: LODGING,
    roomName: 'Deluxe King',
    rate,
    stay: { fromDate: '2030-01-15', untilDate: '2030-01-19', nights: 4, roomsCount: 1 },
    agentFee: fiat(0),
    summary: [
      { type: 'total', value: fiat(tripTotal) },
      { type: 'due-today', value: fiat(dueNow) },
      { type: 'due-at-hotel', value: fiat(tripTotal - dueNow) },
    ],
    tripTotal: price(tripTotal),
    dueNow: price(dueNow),
    dueAtHotel: fiat(tripTotal - dueNow),
    paymentOptions: {
      // As the API answers: a card is required to guarantee a rate paid at the hotel.
      cardRequired: payLater,
      rewards: !payLater,
      travelWalletOffer: !payLater,
      travelWalletCredit: !payLater,
    },
    earnValuesByRewardAcctId: {},
    priceChange: null,
    nights: 4,
    expiresAt: '2030-01-10T13:00:00.000Z',
  };
  return quote;
}

/** A booked room as the fulfil poll answers it. */
export function hotelReservation(patch: Partial<HotelReservation> = {}): HotelReservation {
  return {
    id: { value: 'H-HT12CD34' },
    status: 'Confirmed',
    bookingState: 'Confirmed',
    confirmationState: 'Confirmed',
    supplierConfirmationCode: 'SIM-4F2A9C0E17',
    stayDates: { from: '2030-01-15', until: '2030-01-19' },
    nights: 4,
    roomsCount: 1,
    adultsCount: 2,
    childrenAges: [7],
    lodging: LODGING,
    room: { roomId: 'room-king', name: 'Deluxe King' },
    rate: {
      rateId: 'rate-flex',
      mealPlan: 'BreakfastFor2',
      paymentTiming: 'PayNow',
      refundPolicy: 'FullyRefundable',
    },
    cancellationPolicy: {
      refundPolicy: 'FullyRefundable',
      deadline: '2030-01-13T21:00:00.000Z',
      description: 'Free cancellation until Jan 13, 3:00 PM (hotel time).',
    },
    loyaltyNumber: 'HH-4417 2290',
    specialRequests: 'High floor, away from the elevator',
    total: fiat(700),
    dueAtHotel: fiat(35),
    paidWith: {
      lines: [
        { kind: 'UserCard', description: 'Visa ending in 1234', amount: fiat(700), cardLastFour: '1234' },
      ],
      totalPaid: fiat(700),
      earned: null,
    },
    email: 'avery@example.com',
    createdAt: '2030-01-10T12:05:00.000Z',
    ...patch,
  };
}
