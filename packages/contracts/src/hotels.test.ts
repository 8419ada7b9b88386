import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HotelShopAnswer, HotelShopRequest } from './hotel-details.ts';
import { HotelAvailabilityAnswer, HotelAvailabilityRequest, LodgingAutocompleteAnswer } from './hotels.ts';

// Every example the OpenAPI document shows must be a value its schema accepts.
describe('hotel contract examples', () => {
  it.each([
    ['LodgingAutocompleteAnswer', LodgingAutocompleteAnswer],
    ['HotelAvailabilityRequest', HotelAvailabilityRequest],
    ['HotelAvailabilityAnswer', HotelAvailabilityAnswer],
    ['HotelShopRequest', HotelShopRequest],
    ['HotelShopAnswer', HotelShopAnswer],
  ] as const)('%s has an example its schema accepts', (_, schema) => {
    const examples = (z.globalRegistry.get(schema)?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });
});
