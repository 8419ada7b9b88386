import type { z } from 'zod';
import type * as Hotels from '@portal/contracts/hotels';
import type * as HotelDetails from '@portal/contracts/hotel-details';
import { answerSchema } from '../../../lib/answer-schema.ts';

// The hotel contracts (and zod with them) load only where answers are checked: development and tests.
const hotels = () => import('@portal/contracts/hotels');
const details = () => import('@portal/contracts/hotel-details');

type Out<S extends z.ZodType> = z.infer<S>;

export const LodgingAutocompleteAnswer = answerSchema<Out<typeof Hotels.LodgingAutocompleteAnswer>>(
  async () => (await hotels()).LodgingAutocompleteAnswer,
);
export const HotelAvailabilityAnswer = answerSchema<Out<typeof Hotels.HotelAvailabilityAnswer>>(
  async () => (await hotels()).HotelAvailabilityAnswer,
);
export const HotelShopAnswer = answerSchema<Out<typeof HotelDetails.HotelShopAnswer>>(
  async () => (await details()).HotelShopAnswer,
);
