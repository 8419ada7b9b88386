/**
 * Flight trips of primary@demo.test (docs/demo-data.md "Flight trips"), so a person or an e2e journey can try
 * issue 14 after the void window: H-TRIP0015, a ticketed Delta round trip bought 5 days ago on a Main fare
 * (changes free), to exchange; and H-TRIP0016, a Delta one-way cancelled for an airline travel credit, to spend.
 * A booking made today sits in the 24-business-hour void window, where exchange answers TicketedVoidable and
 * cancel voids, so these are backdated rows written the way the flights checkout writes them. The seed cannot ask
 * the flight simulator (it lives in the API), so the flights are plain Delta nonstops with the simulator's fare id
 * and seat bucket forms; an exchange only shops new flights for the booked route, cabin, shelf and passengers.
 */
import { Faker, en } from '@faker-js/faker';
import { defaultFtcExpiry } from '@portal/domain/flights/travel-credit';
import { addDays } from '@portal/domain/iso-date';
import type { bookings } from '../schema/bookings.ts';
import type { flightTravelCredits } from '../schema/flight-credits.ts';
import type { flightBookingSeats, flightBookings, flightSeatBuckets } from '../schema/flight-bookings.ts';
import type { bookingPayments } from '../schema/purchase.ts';
import type { PeopleRows } from './people-builder.ts';
import {
  MINUTE_MS,
  AIRPORTS,
  AIRLINES,
  fiat,
  compact,
  slice,
  fareIdOf,
  bucketOf,
  type Leg,
} from './demo-flight-legs.ts';

export type FlightTripRows = {
  bookings: (typeof bookings.$inferInsert)[];
  flights: (typeof flightBookings.$inferInsert)[];
  buckets: (typeof flightSeatBuckets.$inferInsert)[];
  seats: (typeof flightBookingSeats.$inferInsert)[];
  payments: (typeof bookingPayments.$inferInsert)[];
  credits: (typeof flightTravelCredits.$inferInsert)[];
};

type Passenger = { travelerId: string; type: 'ADT'; givenName: string; surname: string; dateOfBirth: string };

/** The stored quote (bookings.price) as the checkout keeps it: what the trip pages read its price from. */
function quoteOf(legs: Leg[], passenger: Passenger, contact: object, itinerary: object, bookedAt: Date) {
  const totalMinor = legs.reduce((sum, l) => sum + l.fareMinor, 0);
  // About 14.5 % of a domestic fare is US taxes and fees.
  const taxesMinor = Math.round(totalMinor * 0.145);
  const baseMinor = totalMinor - taxesMinor;
  const { dateOfBirth: _born, ...booked } = passenger;
  const due = { fiat: fiat(totalMinor), rewards: {} };
  return {
    orderedProductId: `op_demo_${compact(legs[0]!.date)}`,
    itinerary,
    passengers: [booked],
    contact,
    pricing: {
      byPassengerType: [
        {
          type: 'ADT',
          count: 1,
          perPassenger: fiat(totalMinor),
          baseFare: fiat(baseMinor),
          taxes: fiat(taxesMinor),
          total: fiat(totalMinor),
        },
      ],
      baseFare: fiat(baseMinor),
      taxes: fiat(taxesMinor),
      total: fiat(totalMinor),
    },
    agentFee: fiat(0),
    summary: [
      { type: 'total', value: fiat(totalMinor), rewardsValue: {} },
      { type: 'due-today', value: fiat(totalMinor), rewardsValue: {} },
    ],
    tripTotal: due,
    dueNow: due,
    paymentOptions: { cardRequired: false, rewards: true, travelWalletOffer: true, travelWalletCredit: true },
    usableAirlineCredits: [],
    earnValuesByRewardAcctId: {},
    expiresAt: new Date(bookedAt.getTime() - 30 * MINUTE_MS).toISOString(),
    totalMinor,
  };
}

export function buildDemoFlights(input: { people: PeopleRows; today: string; seed: number }): FlightTripRows {
  const { people, today } = input;
  // Its own generator, like the home trips: these rows must not shift the ids of anything seeded after them.
  const f = new Faker({ locale: [en] });
  f.seed(input.seed + 14);
  const rows: FlightTripRows = {
    bookings: [],
    flights: [],
    buckets: [],
    seats: [],
    payments: [],
    credits: [],
  };
  const user = people.users.find((u) => u.email === 'primary@demo.test');
  const self = people.travelers.find((t) => t.userId === user?.id && t.isDefault);
  const account = people.rewardsAccounts.find((a) => a.accountReferenceId === 'acct-primary-venture-x');
  const card = people.paymentMethods.find((p) => p.rewardsAccountId === account?.id);
  if (!user?.id || !self?.id || !card?.id) return rows;
  const passenger: Passenger = {
    travelerId: self.id,
    type: 'ADT',
    givenName: self.givenName,
    surname: self.surname,
    dateOfBirth: self.dateOfBirth ?? '1980-01-10',
  };
  const contact = { emailAddress: user.email, phoneNumber: self.phoneNumber ?? user.phoneNumber ?? '' };
  const at = (daysAgo: number, hour: number) => new Date(`${addDays(today, -daysAgo)}T${hour}:00:00Z`);

  const trip = (t: {
    code: string;
    legs: Leg[];
    bookedAt: Date;
    cancelledAt: Date | null;
    recordLocator: string;
    charge: string;
  }) => {
    const id = f.string.uuid();
    const slices = t.legs.map(slice);
    const itinerary = { slices, multiTicketType: 'single', airports: AIRPORTS, airlines: AIRLINES };
    const { totalMinor, ...quote } = quoteOf(t.legs, passenger, contact, itinerary, t.bookedAt);
    const first = slices[0]!.segments[0]!;
    const last = slices.at(-1)!.segments.at(-1)!;
    rows.bookings.push({
      id,
      productLine: 'Flights',
      confirmationCode: t.code,
      userId: user.id as string,
      status: t.cancelledAt ? 'Cancelled' : 'Confirmed',
      price: quote,
      totalMinor,
      email: user.email,
      createdAt: t.bookedAt,
      cancelledAt: t.cancelledAt,
    });
    rows.flights.push({
      bookingId: id,
      fareIds: t.legs.map(fareIdOf),
      itinerary,
      passengers: [passenger],
      contact,
      firstDepartureAt: new Date(first.zonedScheduledDeparture),
      lastArrivalAt: new Date(last.zonedScheduledArrival),
      departureDate: t.legs[0]!.date,
      returnDate: t.legs.at(-1)!.date,
      ticketState: t.cancelledAt ? 'Canceled' : 'Ticketed',
      recordLocator: t.recordLocator,
    });
    // A cancelled booking gave its seats back; a live one holds one seat in each fare bucket.
    if (!t.cancelledAt) {
      for (const leg of t.legs) {
        rows.buckets.push({ bucketKey: bucketOf(leg), seatsTotal: 9, seatsSold: 1 });
        rows.seats.push({ bookingId: id, bucketKey: bucketOf(leg), seats: 1 });
      }
    }
    rows.payments.push({
      id: f.string.uuid(),
      bookingId: id,
      kind: 'UserCard',
      amountMinor: totalMinor,
      paymentMethodId: card.id,
      providerReference: t.charge,
      createdAt: t.bookedAt,
    });
    return { id, totalMinor };
  };

  // Record locators the simulator never retimes (schedule-changes.ts hashes them), so no change notice shows.
  trip({
    code: 'H-TRIP0015',
    legs: [
      {
        origin: 'ATL',
        destination: 'BOS',
        flightNumber: 1148,
        date: addDays(today, 75),
        departs: 485,
        minutes: 160,
        fareMinor: 19_053,
      },
      {
        origin: 'BOS',
        destination: 'ATL',
        flightNumber: 1371,
        date: addDays(today, 79),
        departs: 1060,
        minutes: 170,
        fareMinor: 19_052,
      },
    ],
    bookedAt: at(5, 14),
    cancelledAt: null,
    recordLocator: 'GQ7TKD',
    charge: 'ch_sim_demo15',
  });

  // Bought 55 days ago and cancelled 30 days ago for a credit: it expires a year after the purchase (T+310).
  const bookedAt = at(55, 16);
  const cancelledAt = at(30, 18);
  const cancelled = trip({
    code: 'H-TRIP0016',
    legs: [
      {
        origin: 'ATL',
        destination: 'BOS',
        flightNumber: 1206,
        date: addDays(today, 40),
        departs: 725,
        minutes: 155,
        fareMinor: 18_340,
      },
    ],
    bookedAt,
    cancelledAt,
    recordLocator: 'KD9VNF',
    charge: 'ch_sim_demo16',
  });
  rows.credits.push({
    id: f.string.uuid(),
    userId: user.id,
    bookingId: cancelled.id,
    airlineCode: 'DL',
    amountMinor: cancelled.totalMinor,
    currency: 'USD',
    issuedAt: cancelledAt,
    expiresAt: new Date(defaultFtcExpiry(bookedAt.getTime())),
  });
  return rows;
}
