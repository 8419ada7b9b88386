// A Duffel port for tests without the network: it answers from fixtures, records calls, and throws Duffel's errors
// as the official client does.
import type {
  DuffelOffer,
  DuffelOfferRequest,
  DuffelPort,
} from '../../src/providers/flight-supply/duffel/duffel-port.ts';

/** A Duffel error as the client throws it (DuffelError's fields): status, meta and the errors list. */
export function duffelError(status: number, code: string, type = 'invalid_request_error', pointer?: string) {
  return Object.assign(new Error(code), {
    status,
    meta: { status, request_id: 'req_fixture' },
    errors: [
      {
        code,
        type,
        title: code.replace(/_/g, ' '),
        message: `Fixture ${code}`,
        documentation_url: `https://duffel.com/docs/api/overview/response-handling#${code}`,
        ...(pointer ? { source: { pointer, field: pointer } } : {}),
      },
    ],
  });
}

/** A fake port: answers from the fixtures, records calls, and lets a test change what Duffel says next. */
export function fakePort(request: DuffelOfferRequest) {
  const calls: { create: unknown[]; list: string[]; get: string[] } = { create: [], list: [], get: [] };
  const live = new Map<string, DuffelOffer | Error>();
  const port: DuffelPort = {
    async createOfferRequest(body) {
      calls.create.push(body);
      return request;
    },
    async listOffers(offerRequestId) {
      calls.list.push(offerRequestId);
      if (offerRequestId !== request.id) throw duffelError(404, 'not_found');
      return request.offers;
    },
    async getOffer(offerId) {
      calls.get.push(offerId);
      const answer = live.get(offerId) ?? request.offers.find((o) => o.id === offerId);
      if (!answer) throw duffelError(404, 'not_found');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { port, calls, live };
}
