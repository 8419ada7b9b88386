// The homes line's price of a quote request: the listing's rules against the calendar, then the supplier's live
// nightly rates through the domain's pricing, shaped as the api.md HomesPriceQuote.
import type { HomesQuoteRequest } from '@portal/contracts/purchase';
import { checkStay, unavailabilityMessage } from '@portal/domain/availability';
import { majorToMinor } from '@portal/domain/money';
import { priceStay } from '@portal/domain/pricing';
import type { LinePrice, PriceContext } from '../../checkout/product-line.ts';
import { checkoutError } from '../../checkout/purchase-errors.ts';
import { buildQuote } from './homes-quote.ts';
import { listingById, stayFactsOf } from '../../modules/stays/stays.service.ts';
import type { ListingSupply } from '../../providers/supply/listing-supply.ts';
import { notFound } from '../../plugins/errors.ts';

export type HomesRequest = HomesQuoteRequest;

/** A pet-carrying request counts one pet: the API carries only whether pets come along. */
export function guestsOf(request: HomesRequest) {
  const { adults, children, petsIncluded } = request.guests;
  return { adults, children, pets: petsIncluded ? 1 : 0 };
}

export async function priceHomes(
  supply: ListingSupply,
  request: HomesRequest,
  context: PriceContext,
): Promise<LinePrice> {
  const { db, today } = context;
  const stay = request.stayDates;
  const listing = await listingById(db, request.listingId);
  if (!listing) throw notFound('Listing');
  const guests = guestsOf(request);
  const [{ rules, holds, pricing: cached }, accounts] = await Promise.all([
    stayFactsOf(db, listing, stay),
    context.accounts,
  ]);
  const reasons = checkStay({ rules, holds, stay, guests, today });
  if (reasons.length > 0) {
    const errors = reasons.map((reason) =>
      checkoutError('NoAvailability', reason, unavailabilityMessage([reason]).title),
    );
    return { ok: false, errors };
  }
  const stayPrice = priceStay({
    stay,
    ...cached,
    // The supplier's live rates, not the cached ones the guest saw: a move shows as a price difference.
    ...supply.liveRates(listing.providerListingId, {
      baseNightlyMinor: listing.baseNightlyMinor,
      rates: cached?.rates ?? [],
    }),
    guests,
  });
  const { quote, totalMinor } = buildQuote({
    listing,
    stayPrice,
    agentFeeMinor: context.agentFeeMinor,
    accounts,
    seenMinor: majorToMinor(request.seenPrice.value),
    orderedProductId: context.orderedProductId,
    expiresAt: context.expiresAt,
  });
  return { ok: true, quote, totalMinor };
}
