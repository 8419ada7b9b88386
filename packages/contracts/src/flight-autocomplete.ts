// autocomplete/flights (issue 13): airports and cities for a From or To field, forgiving of typos and case.
import { z } from 'zod';
import { FLIGHT_AUTOCOMPLETE_ANSWER_EXAMPLE } from './flight-examples.ts';

export const FlightAutocompleteQuery = z.object({ query: z.string().trim().min(1).max(100) });

export const AirportSuggestion = z
  .object({
    kind: z.literal('Airport'),
    code: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    countryCode: z.string(),
  })
  .meta({ id: 'AirportSuggestion' });
/** A city with several airports (New York: JFK, LGA, EWR); choosing it searches its main airport. */
export const CitySuggestion = z
  .object({
    kind: z.literal('City'),
    city: z.string(),
    country: z.string(),
    countryCode: z.string(),
    codes: z.array(z.string()).min(2),
  })
  .meta({ id: 'CitySuggestion' });

export const FlightAutocompleteAnswer = z
  .object({ suggestions: z.array(z.discriminatedUnion('kind', [AirportSuggestion, CitySuggestion])) })
  .meta({ id: 'FlightAutocompleteAnswer', examples: [FLIGHT_AUTOCOMPLETE_ANSWER_EXAMPLE] });
export type FlightAutocompleteAnswer = z.infer<typeof FlightAutocompleteAnswer>;
