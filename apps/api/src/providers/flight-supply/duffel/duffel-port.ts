// The three Duffel calls the flight supply makes, behind a small port so the mapping is tested with recorded
// responses and a fake (never the network in CI). The adapter over the official `@duffel/api` client is the only
// code that talks to Duffel; it also sorts Duffel's errors into the few outcomes the supply acts on.
import { Duffel, DuffelError } from '@duffel/api';
import type { CreateOfferRequest, Offer, OfferRequest } from '@duffel/api/types';

/** An offer as the search lists it (Get single offer adds available_services, which the shop does not read). */
export type DuffelOffer = Omit<Offer, 'available_services'> & Partial<Pick<Offer, 'available_services'>>;

export type DuffelOfferRequest = Omit<OfferRequest, 'offers'> & { offers: DuffelOffer[] };

export interface DuffelPort {
  /** POST /air/offer_requests with return_offers: the search and its offers in one answer. */
  createOfferRequest(body: CreateOfferRequest): Promise<DuffelOfferRequest>;
  /** GET /air/offers?offer_request_id=: every page, for a review after the search's cache was lost. */
  listOffers(offerRequestId: string): Promise<DuffelOffer[]>;
  /** GET /air/offers/:id: the offer with the airline's latest price. */
  getOffer(offerId: string): Promise<DuffelOffer>;
}

/**
 * What the supply does with a Duffel error: `gone` (the airline no longer sells the offer: sold out), `notFound`
 * (unknown or expired id), `invalid` (Duffel refused the search's input, e.g. an airport it does not know) or
 * `failed` (auth, rate limit, timeout, Duffel or airline outage: the caller sees an error, never a made-up answer).
 */
export type DuffelFailure =
  | { kind: 'gone' }
  | { kind: 'notFound' }
  | { kind: 'invalid'; sliceIndex: number | null }
  | { kind: 'failed'; message: string };

const GONE_CODES = new Set(['offer_no_longer_available', 'offer_expired']);

type ErrorLike = {
  status?: number;
  meta?: { status?: number };
  errors?: { code?: string; title?: string; type?: string; source?: { pointer?: string; field?: string } }[];
};

export function classifyDuffelError(error: unknown): DuffelFailure {
  if (!(error instanceof DuffelError) && !isErrorLike(error)) {
    return {
      kind: 'failed',
      message: `Duffel request failed: ${(error as Error)?.message ?? String(error)}`,
    };
  }
  const e = error as ErrorLike;
  const status = e.status ?? e.meta?.status;
  const first = e.errors?.[0];
  if (first?.code && GONE_CODES.has(first.code)) return { kind: 'gone' };
  if (status === 404 || first?.code === 'not_found') return { kind: 'notFound' };
  if (status === 422 && first?.type === 'validation_error') {
    // Duffel points at the field it refused, e.g. "/slices/1/origin" or "data.slices[1].origin".
    const where = first.source?.pointer ?? first.source?.field ?? '';
    const match = /slices\D{1,3}(\d+)/.exec(where);
    return { kind: 'invalid', sliceIndex: match ? Number(match[1]) : null };
  }
  // The token never appears here: Duffel's errors carry a code and a title, not the request.
  return {
    kind: 'failed',
    message: `Duffel answered ${status ?? 'an error'}: ${first?.code ?? 'unknown'} (${first?.title ?? 'no title'})`,
  };
}

function isErrorLike(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Array.isArray((error as ErrorLike).errors);
}

/** Offers per page when the review has to list them again (Duffel's maximum is 200). */
const LIST_PAGE = 200;
/** Seconds an airline may take to answer the search; Duffel answers with what arrived by then. */
const SUPPLIER_TIMEOUT_MS = 10_000;

/** The port over the official client. `token` is a Duffel access token (duffel_test_... or duffel_live_...). */
export function duffelSdkPort(token: string): DuffelPort {
  const duffel = new Duffel({ token });
  return {
    async createOfferRequest(body) {
      const answer = await duffel.offerRequests.create({
        ...body,
        return_offers: true,
        supplier_timeout: SUPPLIER_TIMEOUT_MS,
      });
      return answer.data as DuffelOfferRequest;
    },
    async listOffers(offerRequestId) {
      const offers: DuffelOffer[] = [];
      for await (const page of duffel.offers.listWithGenerator({
        offer_request_id: offerRequestId,
        limit: LIST_PAGE,
      })) {
        offers.push(page.data);
      }
      return offers;
    },
    async getOffer(offerId) {
      return (await duffel.offers.get(offerId)).data;
    },
  };
}
