import type {
  FlightExchangeConfirmAnswer,
  FlightExchangeEligibilityAnswer,
  FlightExchangeShopAnswer,
  FlightExchangeShopRequest,
} from '@portal/contracts/flight-exchange';
import { answerSchema } from '../../../../lib/answer-schema.ts';
import { api } from '../../../../lib/api-client.ts';

// api.md "Trips" for flights: flights/exchange/{eligibility,shop,confirm}.
const contract = () => import('@portal/contracts/flight-exchange');
const EligibilitySchema = answerSchema<FlightExchangeEligibilityAnswer>(
  async () => (await contract()).FlightExchangeEligibilityAnswer,
);
const ShopSchema = answerSchema<FlightExchangeShopAnswer>(
  async () => (await contract()).FlightExchangeShopAnswer,
);
const ConfirmSchema = answerSchema<FlightExchangeConfirmAnswer>(
  async () => (await contract()).FlightExchangeConfirmAnswer,
);

export const flightExchangeCalls = {
  eligibility: (reservationId: string): Promise<FlightExchangeEligibilityAnswer> =>
    api.post('flights/exchange/eligibility', { reservationId }, { schema: EligibilitySchema }),
  shop: (request: FlightExchangeShopRequest): Promise<FlightExchangeShopAnswer> =>
    api.post('flights/exchange/shop', request, { schema: ShopSchema }),
  confirm: (
    shopToken: string,
    choices: { key: string; optionId: string }[],
  ): Promise<FlightExchangeConfirmAnswer> =>
    api.post('flights/exchange/confirm', { shopToken, choices }, { schema: ConfirmSchema }),
};
