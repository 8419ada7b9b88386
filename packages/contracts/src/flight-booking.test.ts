import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FlightReservation, FlightsPriceQuote, FlightsQuoteRequest } from './flight-booking.ts';
import { FulfilPollAnswer, QuotePollAnswer, QuoteScheduleRequest } from './purchase.ts';

// Every example the OpenAPI document shows must be a value its schema accepts.
describe('flight booking contract examples', () => {
  it.each([
    ['FlightsQuoteRequest', FlightsQuoteRequest],
    ['FlightsPriceQuote', FlightsPriceQuote],
    ['FlightReservation', FlightReservation],
  ] as const)('%s has an example its schema accepts', (_, schema) => {
    const examples = (z.globalRegistry.get(schema)?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });

  it('the purchase unions carry the Flights line', () => {
    const [request] = z.globalRegistry.get(FlightsQuoteRequest)!.examples as unknown[];
    const [quote] = z.globalRegistry.get(FlightsPriceQuote)!.examples as unknown[];
    const [reservation] = z.globalRegistry.get(FlightReservation)!.examples as unknown[];
    const schedule = { emailAddress: 'a@example.com', request: { type: 'Flights', value: request } };
    expect(QuoteScheduleRequest.safeParse(schedule).success).toBe(true);
    const poll = { QuoteResponse: 'Success', quote: { type: 'Flights', value: quote } };
    expect(QuotePollAnswer.safeParse(poll).success).toBe(true);
    const fulfil = { FulfillResponse: 'Success', fulfillment: { type: 'Flights', value: { reservation } } };
    expect(FulfilPollAnswer.safeParse(fulfil).success).toBe(true);
  });

  it.each([
    ['no passenger', { passengers: [] }],
    [
      'ten passengers',
      { passengers: Array(10).fill({ travelerId: '6f1c1f9e-3b0a-4c57-9a53-2f7c8e1d0a11' }) },
    ],
    ['a traveler id that is not a uuid', { passengers: [{ travelerId: 'me' }] }],
    [
      'an unknown seat',
      { passengers: [{ travelerId: '6f1c1f9e-3b0a-4c57-9a53-2f7c8e1d0a11', seat: 'aisle' }] },
    ],
    ['no fare', { fareIds: [] }],
    ['a bad email', { contact: { emailAddress: 'nope', phoneNumber: '+1 312 555 0142' } }],
  ])('refuses a quote request with %s', (_, change) => {
    const [request] = z.globalRegistry.get(FlightsQuoteRequest)!.examples as Record<string, unknown>[];
    expect(FlightsQuoteRequest.safeParse({ ...request, ...change }).success).toBe(false);
  });
});
