import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FlightScheduleChange,
  ScheduleChangeAcceptAnswer,
  ScheduleChangeHelpAnswer,
  ScheduleChangeRequest,
} from './flight-schedule-change.ts';

// Every example the OpenAPI document shows must be a value its schema accepts.
describe('flight schedule change contract examples', () => {
  it.each([
    ['FlightScheduleChange', FlightScheduleChange],
    ['ScheduleChangeRequest', ScheduleChangeRequest],
    ['ScheduleChangeAcceptAnswer', ScheduleChangeAcceptAnswer],
    ['ScheduleChangeHelpAnswer', ScheduleChangeHelpAnswer],
  ] as const)('%s has an example its schema accepts', (_, schema) => {
    const examples = (z.globalRegistry.get(schema)?.examples ?? []) as unknown[];
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(schema.safeParse(example).error).toBeUndefined();
  });
});
