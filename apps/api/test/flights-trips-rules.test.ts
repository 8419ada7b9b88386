import { describe, expect, it } from 'vitest';
import { FlightReservation } from '@portal/contracts/flight-booking';
import { FLIGHT_RESERVATION_EXAMPLE } from '@portal/contracts/flight-booking-examples';
import { FlightCancelQuoteAnswer, FlightTrip } from '@portal/contracts/flight-trips';
import { flightCancelDecision, flightCancelQuoteAnswer } from '../src/products/flights/flight-cancel.ts';
import { toFlightTrip } from '../src/products/flights/flight-trip-mapping.ts';

// The flights line's trip and cancel rules on a booking as stored (ORD–LGA–ORD, an adult and a lap infant, $616,
// bought Wednesday 2027-02-10 15:27 UTC, first departure 2027-03-05 08:10 Chicago, last arrival 2027-03-09 19:15).

const booked = FlightReservation.parse(FLIGHT_RESERVATION_EXAMPLE);
const PURCHASED = Date.parse('2027-02-10T15:27:04.000Z');
const HOUR = 3_600_000;
const usd = (value: number) => ({ value, currencyCode: 'USD', currencySymbol: '$' });

type Penalty =
  { kind: 'NoPenalty' | 'NotPossible' | 'Unknown' } | { kind: 'WithFee'; amount: ReturnType<typeof usd> };
function withFare(fare: {
  rating?: number;
  cancel?: Penalty;
  refundability?: 'FullFtc' | 'PartialFtc' | 'None';
}) {
  return FlightReservation.parse({
    ...booked,
    itinerary: {
      ...booked.itinerary,
      slices: booked.itinerary.slices.map((s) => ({
        ...s,
        fareShelf: { ...s.fareShelf, rating: fare.rating ?? s.fareShelf.rating },
        restrictions: {
          ...s.restrictions,
          refundability: fare.refundability ?? s.restrictions.refundability,
          penaltiesInfo: {
            kind: 'known',
            cancelPenalty: fare.cancel ?? { kind: 'NoPenalty' },
            changePenalty: { kind: 'NoPenalty' },
          },
        },
      })),
    },
  });
}

function quote(reservation: FlightReservation, nowMs: number) {
  const facts = {
    reservation,
    paidMinor: 61_600,
    purchasedAtMs: PURCHASED,
    nowMs,
    cancellationPending: false,
  };
  const answer = flightCancelQuoteAnswer(facts, flightCancelDecision(facts), {
    quoteId: 'fq-1',
    expiresAt: new Date(nowMs + 15 * 60_000),
    breakdown: [{ kind: 'UserCard', amount: usd(616) }],
  });
  return FlightCancelQuoteAnswer.parse(answer);
}

describe('flight cancel quote', () => {
  it.each([
    [
      'within the void window, even on a non-refundable fare',
      booked,
      PURCHASED + 2 * HOUR,
      {
        type: 'FlightCancelQuote',
        outcome: 'ticketed_void',
        policyKind: 'TicketedVoid',
        refund: usd(616),
        credit: usd(0),
        voidDeadline: '2027-02-11T15:27:04.000Z',
      },
    ],
    [
      'after the window, a credit fare with a fee per ticket (the lap infant has none)',
      withFare({ refundability: 'PartialFtc', cancel: { kind: 'WithFee', amount: usd(100) } }),
      PURCHASED + 72 * HOUR,
      {
        type: 'FlightCancelQuote',
        outcome: 'airline_partial_refund_or_cfar_cash',
        policyKind: 'Ftc',
        refund: usd(0),
        credit: usd(516),
        penalty: usd(100),
        creditExpiresAt: '2028-02-10T15:27:04.000Z',
      },
    ],
    [
      'after the window, a premium fare refunds to the payment',
      withFare({ rating: 3, refundability: 'FullFtc' }),
      PURCHASED + 72 * HOUR,
      {
        type: 'FlightCancelQuote',
        outcome: 'airline_full_refund',
        policyKind: 'AirlineRefund',
        refund: usd(616),
        credit: usd(0),
      },
    ],
    [
      'after the window, a fare that cannot be cancelled',
      booked,
      PURCHASED + 72 * HOUR,
      {
        type: 'FlightCancelUnavailable',
        outcome: 'contact_customer_service',
        fallback: 'NotAllowed',
      },
    ],
    [
      'two hours before the first departure',
      withFare({ rating: 3 }),
      Date.parse('2027-03-05T12:10:00Z'),
      {
        type: 'FlightCancelUnavailable',
        outcome: 'too_close_to_departure',
        fallback: 'ContactAirline',
      },
    ],
  ] as const)('%s', (_name, reservation, nowMs, expected) => {
    expect(quote(reservation, nowMs)).toMatchObject(expected);
  });

  it('words the spec §8 fallback first', () => {
    const answer = quote(booked, PURCHASED + 72 * HOUR);
    expect(answer.type === 'FlightCancelUnavailable' && answer.message).toMatch(/^Not Allowed: /);
  });
});

describe('toFlightTrip', () => {
  const trip = (nowMs: number, reservation = booked) =>
    FlightTrip.parse(
      toFlightTrip(reservation, {
        confirmationCode: reservation.id.value,
        bookedAt: reservation.createdAt,
        payments: [{ kind: 'UserCard', amount: usd(616), cardLastFour: '1111' }],
        refunds: [],
        refundTotal: usd(0),
        credit: null,
        cancellationRequestedAt: null,
        price: { baseFare: usd(520), taxes: usd(96), agentFee: usd(0), changes: usd(0) },
        nowMs,
      }),
    );

  it('titles the trip by its cities and keeps the booking as stored', () => {
    const t = trip(PURCHASED);
    expect(t.title).toBe('Chicago – New York – Chicago');
    expect(t.tripKind).toBe('Flight');
    expect(t.recordLocator).toBe('QX7RTA');
    expect(t.firstDeparture).toBe('2027-03-05T08:10-06:00');
    expect(t.lastArrival).toBe('2027-03-09T19:15-06:00');
    expect(t.tags).toEqual(['Exchangeable']);
  });

  it.each([
    ['before the first departure', '2027-03-05T14:09:00Z', 'Future'],
    ['during the trip', '2027-03-07T12:00:00Z', 'Present'],
    ['up to 24 hours after the last arrival', '2027-03-11T01:14:00Z', 'Present'],
    ['24 hours after the last arrival', '2027-03-11T01:15:00Z', 'Past'],
  ])('is %s: %s -> %s', (_name, now, state) => {
    expect(trip(Date.parse(now)).timeState).toBe(state);
  });

  it('is Canceled with its tag once cancelled', () => {
    const t = trip(
      PURCHASED,
      FlightReservation.parse({ ...booked, status: 'Cancelled', ticketState: 'Canceled' }),
    );
    expect(t.timeState).toBe('Canceled');
    expect(t.tags).toContain('Canceled');
  });
});
