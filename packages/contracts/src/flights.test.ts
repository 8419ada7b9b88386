import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FlightAutocompleteAnswer } from './flight-autocomplete.ts';
import {
  FlightReviewAnswer,
  FlightReviewRequest,
  FlightSearchAnswer,
  FlightSearchRequest,
} from './flights.ts';

// Every example the OpenAPI document shows must be a value its schema accepts.
describe('flight contract examples', () => {
  it.each([
    ['FlightSearchRequest', FlightSearchRequest],
    ['FlightSearchAnswer', FlightSearchAnswer],
    ['FlightReviewRequest', FlightReviewRequest],
    ['FlightReviewAnswer', FlightReviewAnswer],
    ['FlightAutocompleteAnswer', FlightAutocompleteAnswer],
  ] as const)('%s has an example its schema accepts', (_, schema) => {
    const examples = (z.globalRegistry.get(schema)?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });

  it.each([
    ['a lower-case airline code', { airlines: ['as'] }, true],
    ['a spec airline filter', { airlines: ['ExcludeLcc'] }, true],
    ['a three-letter airline', { airlines: ['AAL'] }, false],
    ['a flight filter combination', { flight: ['NonStop', 'NoLCC'] }, true],
    ['an unknown stop filter', { stops: 'three' }, false],
    ['a negative price', { price: { min: -1 } }, false],
  ])('filters: %s', (_, filters, ok) => {
    const request = { ...FLIGHT_REQUEST, filters };
    expect(FlightSearchRequest.safeParse(request).success).toBe(ok);
  });
});

const FLIGHT_REQUEST = {
  tripType: 'one_way',
  slices: [{ origin: 'jfk', destination: 'LAX', departureDate: '2027-03-05' }],
  passengers: { adultsCount: 1 },
};
