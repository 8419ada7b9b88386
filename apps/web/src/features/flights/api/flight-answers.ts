import type { z } from 'zod';
import type * as Flights from '@portal/contracts/flights';
import type * as FlightAutocomplete from '@portal/contracts/flight-autocomplete';
import { answerSchema } from '../../../lib/answer-schema.ts';

// The flight contracts (and zod with them) load only where answers are checked: development and tests.
const flights = () => import('@portal/contracts/flights');
const autocomplete = () => import('@portal/contracts/flight-autocomplete');

type Out<S extends z.ZodType> = z.infer<S>;

export const FlightSearchAnswer = answerSchema<Out<typeof Flights.FlightSearchAnswer>>(
  async () => (await flights()).FlightSearchAnswer,
);
export const FlightReviewAnswer = answerSchema<Out<typeof Flights.FlightReviewAnswer>>(
  async () => (await flights()).FlightReviewAnswer,
);
export const FlightAutocompleteAnswer = answerSchema<Out<typeof FlightAutocomplete.FlightAutocompleteAnswer>>(
  async () => (await autocomplete()).FlightAutocompleteAnswer,
);
