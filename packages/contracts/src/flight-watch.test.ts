import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FlightWatchAnswer,
  FlightWatchCreateRequest,
  FlightWatchDeleteRequest,
  FlightWatchListAnswer,
} from './flight-watch.ts';

// Every example the OpenAPI document shows must be a value its schema accepts.
describe('flight watch contract examples', () => {
  it.each([
    ['FlightWatchCreateRequest', FlightWatchCreateRequest],
    ['FlightWatchDeleteRequest', FlightWatchDeleteRequest],
    ['FlightWatchAnswer', FlightWatchAnswer],
    ['FlightWatchListAnswer', FlightWatchListAnswer],
  ] as const)('%s has an example its schema accepts', (_, schema) => {
    const examples = (z.globalRegistry.get(schema)?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });

  it('defaults the notification to EmailOnly and refuses another kind', () => {
    const search = (FlightWatchCreateRequest.meta()?.examples as { search: unknown }[])[0]?.search;
    expect(FlightWatchCreateRequest.parse({ search }).notification).toBe('EmailOnly');
    expect(FlightWatchCreateRequest.safeParse({ search, notification: 'Sms' }).success).toBe(false);
  });
});
